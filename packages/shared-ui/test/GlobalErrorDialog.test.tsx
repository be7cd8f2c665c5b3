import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import message from 'antd/es/message';
import Modal from 'antd/es/modal';
import { GlobalErrorDialog, confirmBox } from '../src/entry/dialogs';
import { notify } from '../src/entry/notify';
import { ShopError, Z_INDEX_DIALOG, isShopError, showGlobalError } from '../src';

function rejectUnhandled(reason: unknown) {
  // jsdom never fires unhandledrejection itself; this is the event the browser sends
  const event = new Event('unhandledrejection', { cancelable: true }) as Event & { reason?: unknown; promise?: unknown };
  event.reason = reason;
  event.promise = Promise.resolve();
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

const visibleDialog = () => screen.queryByTestId('global-error-message');

describe('GlobalErrorDialog', () => {
  it('shows what showGlobalError raises, with 我知道了 above every modal', async () => {
    render(<GlobalErrorDialog />);
    act(() => showGlobalError('订单已被取消，无法支付'));
    const message = await screen.findByTestId('global-error-message');
    expect(message).toHaveTextContent('订单已被取消，无法支付');
    const wrap = message.closest('.ant-modal-wrap') as HTMLElement;
    expect(wrap.style.zIndex).toBe(String(Z_INDEX_DIALOG));
    expect(within(wrap).getByText('提示')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows an unhandled ShopError and marks the rejection handled; other rejections are left alone', async () => {
    render(<GlobalErrorDialog />);
    const other = rejectUnhandled(new Error('TypeError somewhere'));
    expect(other.defaultPrevented).toBe(false);
    expect(visibleDialog()).not.toBeInTheDocument();

    const shop = rejectUnhandled(new ShopError('该商品已停止销售'));
    expect(shop.defaultPrevented).toBe(true);
    expect(await screen.findByTestId('global-error-message')).toHaveTextContent('该商品已停止销售');
  });

  it('shows a ShopError thrown outside any promise', async () => {
    render(<GlobalErrorDialog />);
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { error: new ShopError('登录已过期，请重新登录'), cancelable: true }));
    });
    expect(await screen.findByTestId('global-error-message')).toHaveTextContent('登录已过期，请重新登录');
  });

  it('queues several errors, shows each once, and keeps errors raised before it mounted', async () => {
    showGlobalError('第一条');
    render(<GlobalErrorDialog />);
    act(() => {
      showGlobalError('第二条');
      showGlobalError('第一条');
    });
    expect(await screen.findByTestId('global-error-message')).toHaveTextContent('第一条');
    await userEvent.click(screen.getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.getByTestId('global-error-message')).toHaveTextContent('第二条'));
    await userEvent.click(screen.getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('falls back to a generic Chinese message for an empty one', async () => {
    render(<GlobalErrorDialog />);
    act(() => showGlobalError(''));
    expect(await screen.findByTestId('global-error-message')).toHaveTextContent('系统繁忙，请稍后再试');
  });
});

describe('ShopError', () => {
  it('is an Error with a name, an optional code and cause, recognised across bundles', () => {
    const cause = new Error('root');
    const e = new ShopError('库存不足', { code: 'STOCK', cause });
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('ShopError');
    expect(e.code).toBe('STOCK');
    expect(e.cause).toBe(cause);
    expect(isShopError(e)).toBe(true);
    expect(isShopError({ [Symbol.for('shop.ShopError')]: true, message: 'x' })).toBe(true);
    expect(isShopError(new Error('x'))).toBe(false);
    expect(isShopError(null)).toBe(false);
  });
});

describe('notify and confirmBox through the mounted host', () => {
  it('notify shows the message', async () => {
    render(<GlobalErrorDialog />);
    act(() => {
      notify('已加入购物车', 'success');
    });
    expect(await screen.findByText('已加入购物车')).toBeInTheDocument();
  });

  it('confirmBox resolves true on 确定 after onOk, false on 取消', async () => {
    render(<GlobalErrorDialog />);
    const onOk = jest.fn();
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirmBox({ content: '确定删除该地址吗？', onOk });
    });
    expect(await screen.findByText('确定删除该地址吗？')).toBeInTheDocument();
    expect(document.querySelector('.ant-modal-confirm-title')).toHaveTextContent('提示');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await expect(answer).resolves.toBe(true);
    expect(onOk).toHaveBeenCalledTimes(1);

    act(() => {
      answer = confirmBox({ title: '删除确认', content: '确定删除该标签吗？' });
    });
    expect(await screen.findByText('确定删除该标签吗？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await expect(answer).resolves.toBe(false);
  });
});

describe('notify and confirmBox without a mounted host', () => {
  // static notices live in roots of their own, outside testing-library's cleanup: close them before jsdom goes
  afterEach(async () => {
    await act(async () => {
      message.destroy();
      Modal.destroyAll();
      await new Promise((r) => setTimeout(r, 50));
    });
  });

  it('fall back to antd static functions', async () => {
    act(() => {
      notify('网络连接不可用', 'error');
    });
    expect(await screen.findByText('网络连接不可用')).toBeInTheDocument();

    let answer!: Promise<boolean>;
    act(() => {
      answer = confirmBox({ content: '确定取消该订单吗？' });
    });
    expect(await screen.findByText('确定取消该订单吗？')).toBeInTheDocument();
    await userEvent.click(screen.getByText(/^确\s*定$/).closest('button') as HTMLButtonElement);
    await expect(answer).resolves.toBe(true);
  });
});
