import Spin from 'antd/es/spin';
import { lazyView } from '@shop/shared-ui';

/**
 * Inline 404 inside the page frame: the API said the category, series or brand does not exist. The body is fetched
 * when needed, so antd's Result is not part of every catalogue page's first visit.
 */
export const NotFoundBlock = lazyView(() => import('./NotFoundResult'), 'NotFoundResult', <Spin />);
