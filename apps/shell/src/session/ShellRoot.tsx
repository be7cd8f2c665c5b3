import { Frame } from '../frame/Frame';
import { LoginPopupHost } from './LoginPopupHost';

/** The root route's element: the page frame plus the login popup every page can open. */
export function ShellRoot() {
  return (
    <>
      <Frame />
      <LoginPopupHost />
    </>
  );
}
