import { screen, waitFor, within } from '@testing-library/react';
import { ShipToPaths } from '@shop/api-clients/shipTo/types';
import { choose, ok, signOut } from '@shop/test-support';
import { renderPage, setUpPageTests } from '../../../test/renderPage';
import { HQ, PLANT, WAREHOUSE, shipToRoutes } from './shipToApi';

const api = setUpPageTests(shipToRoutes);

const label = () => screen.getByTestId('shipping-label');
const zipDigits = () => [...screen.getByTestId('zip-boxes').children].map((c) => c.textContent).join('');

describe('/order/ship-to/demo', () => {
  it('prints the default address on a sample label: receiver, masked mobile, zip boxes, sender, tracking number', async () => {
    renderPage('/order/ship-to/demo');
    await screen.findByTestId('shipping-label');
    const receiver = within(screen.getByTestId('label-receiver'));
    expect(receiver.getByText(HQ.receiverName)).toBeTruthy();
    expect(screen.getByTestId('label-receiver').textContent).toContain('139****5678 / 0512-6288-7788');
    expect(screen.getByTestId('label-receiver').textContent).toContain('江苏省 苏州市 苏州工业园区 星湖街 328 号 12 幢 1 楼收货处');
    expect(screen.getByTestId('label-receiver').textContent).toContain('苏州精工自动化设备有限公司 采购部');
    expect(zipDigits()).toBe('215123');
    expect(screen.getByTestId('label-destination').textContent).toBe('苏州市 苏州工业园区');
    expect(screen.getByTestId('label-sender').textContent).toContain('铭工商城 华东仓储中心');
    expect(screen.getByTestId('tracking-number').textContent).toMatch(/^MG\d{12}$/);
    expect(screen.getByRole('img', { name: /^运单号条码 MG\d{12}$/ })).toBeTruthy();
    // read-only: nothing to type into
    expect(within(label()).queryAllByRole('textbox')).toHaveLength(0);
    expect(document.querySelector('form')).toBeNull();
    expect(screen.getByRole('link', { name: '返回收货地址管理' }).getAttribute('href')).toBe('/order/ship-to/list');
  });

  it('shows another address of the book when chosen', async () => {
    renderPage('/order/ship-to/demo');
    await screen.findByTestId('shipping-label');
    await choose('查看地址', /孙莉/);
    await waitFor(() => expect(screen.getByTestId('label-receiver').textContent).toContain(WAREHOUSE.receiverName));
    expect(zipDigits()).toBe('214028');
    // no mobile-style tel: the warehouse has a mobile only
    expect(screen.getByTestId('label-receiver').textContent).toContain('137****8842');
    expect(screen.getByTestId('label-destination').textContent).toBe('无锡市 新吴区');
    expect(PLANT.receiverName).not.toBe(WAREHOUSE.receiverName);
  });

  it('shows a sample receiver, said to be one, when the book is empty', async () => {
    api.on(ShipToPaths.search, () => ok({ totalCount: 0, pageNo: 1, pageSize: 100, maxCount: 50, manageable: true, shipToList: [] }));
    renderPage('/order/ship-to/demo');
    expect(await screen.findByTestId('ship-to-sample-note')).toBeTruthy();
    expect(screen.getByTestId('label-receiver').textContent).toContain('示例精密机械有限公司');
    expect(screen.getByTestId('label-destination').textContent).toBe('上海市 浦东新区');
  });

  it('asks for a login when signed out', async () => {
    signOut();
    renderPage('/order/ship-to/demo');
    expect(await screen.findByTestId('order-login-required')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
