import { Suspense, lazy, type ComponentProps } from 'react';
import Spin from 'antd/es/spin';

const NotFoundResult = lazy(() => import('./NotFoundResult').then((m) => ({ default: m.NotFoundResult })));

/**
 * Inline 404 inside the page frame: the API said the category, series or brand does not exist. The body is fetched
 * when needed, so antd's Result is not part of every catalogue page's first visit.
 */
export function NotFoundBlock(props: ComponentProps<typeof NotFoundResult>) {
  return (
    <Suspense fallback={<Spin />}>
      <NotFoundResult {...props} />
    </Suspense>
  );
}
