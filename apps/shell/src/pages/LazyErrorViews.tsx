import { PageSpin } from '@shop/shared-ui';
import { lazyView } from '../lazy/lazyNamed';

const loadViews = () => import('./ErrorViews');

/** The 404 and 500 views, loaded when first needed (antd Result is not part of a normal page's start-up). */
export const NotFoundView = lazyView(loadViews, 'NotFoundView', <PageSpin />);
export const ServerErrorView = lazyView(loadViews, 'ServerErrorView', <PageSpin />);
