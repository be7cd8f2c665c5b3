import { PageSpin } from '@shop/shared-ui';
import { lazyView } from '@shop/shared-ui';

const loadViews = () => import('./ErrorViews');

/** The 404 and 500 views, loaded when first needed (antd Result is not part of a normal page's start-up). */
export const NotFoundView = lazyView(loadViews, 'NotFoundView', <PageSpin />);
export const ServerErrorView = lazyView(loadViews, 'ServerErrorView', <PageSpin />);
