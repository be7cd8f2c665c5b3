import { useLocation, useRouteError } from 'react-router';
import { Frame } from '../frame/Frame';
import { classifyRouteError } from './classifyRouteError';
import { NotFoundView, ServerErrorView } from './LazyErrorViews';

/** Root error boundary: keeps header and footer, shows the 404 / 500 view in the content area. */
export function RootErrorView() {
  const error = useRouteError();
  const location = useLocation();
  const c = classifyRouteError(error);
  return (
    <Frame>
      {c.kind === 'notFound' && <NotFoundView path={location.pathname} />}
      {c.kind === 'server' && <ServerErrorView message={c.message} detail={c.detail} url={location.pathname + location.search} />}
    </Frame>
  );
}
