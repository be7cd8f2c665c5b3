import { useLocation, useRouteError } from 'react-router';
import { ChunkErrorRecovery } from '../updates/ChunkErrorRecovery';
import { isChunkLoadError } from '../updates/reloadGuard';
import { classifyRouteError } from './classifyRouteError';
import { NotFoundView, ServerErrorView } from './LazyErrorViews';

/** Error boundary of each remote route: a page whose code failed to load offers a retry inside the frame. */
export function RouteErrorView() {
  const error = useRouteError();
  const location = useLocation();
  if (isChunkLoadError(error)) return <ChunkErrorRecovery />;
  const c = classifyRouteError(error);
  if (c.kind === 'notFound') return <NotFoundView path={location.pathname} />;
  if (c.kind === 'server') return <ServerErrorView message={c.message} detail={c.detail} url={location.pathname + location.search} />;
  return null;
}
