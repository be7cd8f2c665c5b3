import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '@shop/session';
import { memberLoginUrl, pathOfLocation } from '@shop/shared-ui';
import { href, plannedHref } from '@shop/routes';
import { useHeaderCounts } from './headerCounts';
import { useLogout } from './logout';
import { lazyNamed } from '@shop/shared-ui';
import './session.css';

const UserMenu = lazyNamed(() => import('./UserMenu'), 'UserMenu');

const INDIVIDUAL_CUSTOMER_LABEL = '个人用户';
const MESSAGES_PATH = plannedHref('NotificationList');
const REGISTER_PATH = plannedHref('AccountRegister');

/** The session part of the header's utility bar: login/register, or the user menu; then messages and cart. */
export function HeaderAccount() {
  const { user, isLoggedIn } = useSession();
  const location = useLocation();
  const counts = useHeaderCounts();
  const { logout, loggingOut } = useLogout();

  const here = pathOfLocation(location);
  const name = user && (
    <a className="shop-user" data-testid="user-menu" onClick={(e) => e.preventDefault()} href={href('MyHome')}>
      <span className="shop-user-name" data-testid="user-name">
        {user.userName}
      </span>
      <span className="shop-user-customer" data-testid="user-customer">
        {user.customerName || INDIVIDUAL_CUSTOMER_LABEL}
      </span>
    </a>
  );
  const account =
    isLoggedIn && user ? (
      // the name shows at once; the menu around it (antd Dropdown) arrives with its chunk
      <Suspense fallback={name}>
        <UserMenu loggingOut={loggingOut} onLogout={() => void logout()}>
          {name}
        </UserMenu>
      </Suspense>
    ) : (
      <span className="shop-guest" data-testid="guest-links">
        <Link to={memberLoginUrl(here)} data-testid="header-login">
          登录
        </Link>
        {REGISTER_PATH && <Link to={REGISTER_PATH}>免费注册</Link>}
      </span>
    );

  return (
    <span className="shop-account" data-testid="header-account">
      {account}
      {/* the message centre shows once its page exists (there is no count to show before: no notification API yet) */}
      {MESSAGES_PATH && (
        <Link to={MESSAGES_PATH} data-testid="header-messages">
          消息中心{' '}
          {counts.messages > 0 && (
            <span className="shop-count" data-testid="message-count">
              {counts.messages > 99 ? '99+' : counts.messages}
            </span>
          )}
        </Link>
      )}
      <Link to={href('Cart')} data-testid="header-cart">
        购物车{' '}
        <span className="shop-count" data-testid="cart-count">
          {counts.cart}
        </span>
      </Link>
    </span>
  );
}
