import { mountStandalone } from '@shop/shared-ui/dev-frame';
import { routes } from './routes';

// Dev only: this remote alone inside a minimal frame. In the site, the shell mounts `routes` in its own router.
mountStandalone('account', routes);
