import { Suspense, type ComponentProps } from 'react';
import { PageSpin } from '@shop/shared-ui';
import { lazyNamed } from '../lazy/lazyNamed';

const loadViews = () => import('./ErrorViews');
const NotFound = lazyNamed(loadViews, 'NotFoundView');
const ServerError = lazyNamed(loadViews, 'ServerErrorView');

/** The 404 view, loaded when first needed (antd Result is not part of a normal page's start-up). */
export function NotFoundView(props: ComponentProps<typeof NotFound>) {
  return (
    <Suspense fallback={<PageSpin />}>
      <NotFound {...props} />
    </Suspense>
  );
}

/** The 500 view, loaded when first needed. */
export function ServerErrorView(props: ComponentProps<typeof ServerError>) {
  return (
    <Suspense fallback={<PageSpin />}>
      <ServerError {...props} />
    </Suspense>
  );
}
