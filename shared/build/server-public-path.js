/* global __meridianPublicPath */
// First module of a remote's server bundle. The shell's server evaluates the bundle with
// `__meridianPublicPath` (the remote's base URL) in scope, so asset URLs rendered on the server are
// the same ones the browser build computes from where remoteEntry.js was loaded. Webpack compiles
// the assignment below into the bundle's public path.
// eslint-disable-next-line no-undef -- a webpack free variable, not a global
__webpack_public_path__ = __meridianPublicPath;
