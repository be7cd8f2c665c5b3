import { useLocation, useRouteError } from 'react-router';
import { RemoteUnavailable } from '@shop/shared-ui';
import { classifyRouteError } from './classifyRouteError';
import { NotFoundView, ServerErrorView } from './ErrorViews';

function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null;
  return !!e && (e.name === 'ChunkLoadError' || /Loading (CSS )?chunk|Failed to fetch dynamically imported module|RUNTIME-008/.test(e.message ?? ''));
}

/** Error boundary of each remote route: a page whose code failed to load offers a retry inside the frame. */
export function RouteErrorView() {
  const error = useRouteError();
  const location = useLocation();
  if (isChunkLoadError(error)) return <RemoteUnavailable />;
  const c = classifyRouteError(error);
  if (c.kind === 'notFound') return <NotFoundView path={location.pathname} />;
  if (c.kind === 'server') return <ServerErrorView message={c.message} detail={c.detail} url={location.pathname + location.search} />;
  return null;
}
