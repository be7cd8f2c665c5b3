import { prefetchOnIntent } from '../prefetchOnIntent';

const config = {
  remotes: {
    vona2: { version: '1', manifest: '/m', prefixes: ['/vona2'] },
    order: { version: '1', manifest: '/m', prefixes: ['/order'] },
  },
};

function link(href: string, target?: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  if (target) a.target = target;
  a.innerHTML = '<span>我的订单</span>';
  document.body.appendChild(a);
  return a;
}

describe('prefetchOnIntent', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/vona2/detail/YSSEB');
  });

  it('loads a page of another remote once, when the pointer rests on, presses or focuses its link', async () => {
    const prefetch = jest.fn(async () => undefined);
    const stop = prefetchOnIntent(config, prefetch);
    const orders = link('/order/list?status=1');
    orders.firstElementChild!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    orders.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    orders.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith('/order/list');
    stop();
    link('/order/cart').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('leaves alone links of the same remote, of the shell, of other sites and those opening a new tab', () => {
    const prefetch = jest.fn(async () => undefined);
    const stop = prefetchOnIntent(config, prefetch);
    for (const a of [link('/vona2/M01'), link('/'), link('https://example.com/order/list'), link('/order/list', '_blank')]) {
      a.dispatchEvent(new Event('pointerover', { bubbles: true }));
    }
    expect(prefetch).not.toHaveBeenCalled();
    stop();
  });

  it('asks again after a prefetch that failed', async () => {
    const prefetch = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const stop = prefetchOnIntent(config, prefetch);
    const orders = link('/order/list');
    orders.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 0));
    orders.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetch).toHaveBeenCalledTimes(2);
    stop();
  });
});
