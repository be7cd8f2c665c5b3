import { Link } from 'react-router';
import { href } from '@shop/routes';
import Dropdown from 'antd/es/dropdown';
import type { ReactNode } from 'react';

/** The signed-in user's menu (antd Dropdown), loaded only once somebody is signed in. */
export function UserMenu({ children, loggingOut, onLogout }: { children: ReactNode; loggingOut: boolean; onLogout: () => void }) {
  return (
    <Dropdown
      trigger={['hover', 'click']}
      menu={{
        items: [
          { key: 'my', label: <Link to={href('MyHome')}>个人中心</Link> },
          { key: 'orders', label: <Link to={href('OrderList')}>我的订单</Link> },
          { type: 'divider' },
          { key: 'logout', label: <span data-testid="logout">退出登录</span>, disabled: loggingOut, onClick: onLogout },
        ],
      }}
    >
      {children}
    </Dropdown>
  );
}
