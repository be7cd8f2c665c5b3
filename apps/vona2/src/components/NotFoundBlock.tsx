import { lazyView } from '@shop/shared-ui';
import { Spinner } from './plain/Spinner';

/**
 * Inline 404 inside the page frame: the API said the category, series or brand does not exist. The body is fetched
 * when needed, so it is not part of every catalogue page's first visit; it is plain markup, so no antd root either.
 */
export const NotFoundBlock = lazyView(() => import('./NotFoundResult'), 'NotFoundResult', <Spinner />, { plain: true });
