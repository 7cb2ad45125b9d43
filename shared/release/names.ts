/**
 * The names a release uses, without any Node.js module, so the browser's configuration check
 * (shared/lib/app-config.ts) reads the same rules as the servers and the release command.
 */

/** A remote's federation name, as the composition names remotes (app-config, route manifests). */
export const remoteNamePattern = /^[a-z][a-z0-9_]*$/;
/**
 * A version's name: lower-case letters, digits, `-` and `_`, at most 40. It appears in a URL
 * path, in a cookie and in a metric label, so it is kept to characters that need no escaping
 * anywhere (no `.`: the assignment cookie is dot-separated).
 */
export const versionPattern = /^[a-z0-9][a-z0-9_-]{0,39}$/;
