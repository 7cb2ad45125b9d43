/**
 * The router API of the page, provided once by the shell (see build/federation.ts and
 * docs/decisions/0004-shared-runtime-modules.md).
 *
 * react-router is not shared as a package: a shared package is consumed as a whole namespace, so
 * webpack cannot tree-shake it and every page paid about 55 KB (compressed) for data routers,
 * fetchers and server helpers nobody here uses. Sharing this module instead shares exactly the
 * names below, with one set of router contexts for the shell and every remote. A remote that
 * needs another react-router export adds it here and the shell ships it before the remote relies
 * on it (lint forbids importing react-router directly in app code).
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
} from 'react-router';
export type { Location, NavigationType } from 'react-router';
