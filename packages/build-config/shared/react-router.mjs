/*
 * The react-router every app of the shop shares. Module federation cannot tree-shake a shared module (it does not
 * know what other apps will ask of it), so sharing the package as is ships all of it, about 60 KB gzip, to every
 * first visit. The apps provide this module under the share key `react-router` instead: the exports the shop uses,
 * from the same package, which the bundler can shake down to about half. One copy still reaches the browser.
 * A lint rule (eslint.config.mjs) refuses an app's import of a react-router value that is not listed here: add it
 * here, then.
 */
export {
  Link,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  isRouteErrorResponse,
  matchRoutes,
  redirect,
  useInRouterContext,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-package';
