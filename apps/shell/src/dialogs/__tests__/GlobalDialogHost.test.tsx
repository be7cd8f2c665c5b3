import { act, render, screen, waitFor } from '@testing-library/react';
import message from 'antd/es/message';
import { ShopError, registeredAppApi, showGlobalError, withAppApi } from '@shop/shared-ui';
import { GlobalDialogHost } from '../GlobalDialogHost';

afterEach(() => {
  message.destroy();
});

describe('GlobalDialogHost', () => {
  it('renders nothing and registers no notice host until something needs the dialog', () => {
    const { container } = render(<GlobalDialogHost />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByTestId('global-error-message')).toBeNull();
    expect(registeredAppApi()).toBeNull();
  });

  it('a raised error loads the dialog, which shows it with 我知道了', async () => {
    render(<GlobalDialogHost />);
    act(() => showGlobalError('订单已被修改，请刷新后重试'));
    expect((await screen.findByTestId('global-error-message')).textContent).toBe('订单已被修改，请刷新后重试');
    expect(screen.getByTestId('global-error-ok').textContent).toContain('我知道了');
  });

  it('an unhandled ShopError loads the dialog too', async () => {
    render(<GlobalDialogHost />);
    act(() => {
      const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
      Object.defineProperty(event, 'reason', { value: new ShopError('该订单不属于您的公司') });
      window.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
    });
    expect((await screen.findByTestId('global-error-message')).textContent).toBe('该订单不属于您的公司');
  });

  it('a notice asks for the host: it mounts, and the notice runs with its themed instances', async () => {
    render(<GlobalDialogHost />);
    let api: unknown = 'not yet';
    act(() => withAppApi((a) => (api = a)));
    await waitFor(() => expect(api).not.toBe('not yet'));
    expect(api).not.toBeNull();
    expect(registeredAppApi()).toBe(api);
    expect(screen.queryByTestId('global-error-message')).toBeNull();
  });
});
