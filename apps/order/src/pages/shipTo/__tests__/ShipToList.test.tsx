import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SHIP_TO_LIMITS, ShipToMessages, ShipToPaths } from '@shop/api-clients/shipTo/types';
import { formErrors, ok, signInAsMainAccount, signOut } from '@shop/test-support';
import { renderPage, setUpPageTests } from '../../../test/renderPage';
import { HQ, PLANT, WAREHOUSE, shipToRoutes } from './shipToApi';

const api = setUpPageTests(shipToRoutes);

const rows = () =>
  within(screen.getByTestId('ship-to-list'))
    .getAllByRole('row')
    .filter((r) => r.getAttribute('data-row-key'));
const rowOf = (shipToId: number) => rows().find((r) => r.getAttribute('data-row-key') === String(shipToId))!;
const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: /保\s*存/ }));
const readOnlyBook = () =>
  api.on(ShipToPaths.search, () =>
    ok({ totalCount: 3, pageNo: 1, pageSize: 100, maxCount: 50, manageable: false, shipToList: [HQ, WAREHOUSE, PLANT] }),
  );

describe('/order/ship-to/list', () => {
  beforeEach(() => signInAsMainAccount());

  it('lists the book from shipToInfo/search, the default first and tagged 默认, with the label sample linked', async () => {
    renderPage('/order/ship-to/list');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows().map((r) => r.getAttribute('data-row-key'))).toEqual([HQ, WAREHOUSE, PLANT].map((s) => String(s.shipToId)));
    expect(within(rows()[0]!).getByText('默认')).toBeTruthy();
    expect(rows()[0]!.textContent).toContain('江苏省 苏州市 苏州工业园区 星湖街 328 号 12 幢 1 楼收货处');
    expect(rows()[0]!.textContent).toContain('13912345678');
    expect(within(rows()[1]!).queryByText('默认')).toBeNull();
    expect(screen.getByTestId('ship-to-count').textContent).toBe(`已保存 3 / ${SHIP_TO_LIMITS.maxPerOwner} 个`);
    expect(screen.getByRole('link', { name: '面单打印示例' }).getAttribute('href')).toBe('/order/ship-to/demo');
    expect(api.callsTo(ShipToPaths.search)[0]!.query.get('pageSize')).toBe('100');
  });

  it('adds an address through the modal form and shows it', async () => {
    renderPage('/order/ship-to/list');
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: '新增收货地址' }));
    await screen.findByText('新增收货地址', { selector: '.ant-modal-title' });
    type('收货人', '刘洋');
    type('手机', '13505121234');
    type('邮政编码', '215000');
    type('省份', '江苏省');
    type('城市', '苏州市');
    type('区县', '吴中区');
    type('详细地址', '东吴北路 66 号');
    save();
    await waitFor(() => expect(api.callsTo('POST', ShipToPaths.update)).toHaveLength(1));
    const body = api.callsTo('POST', ShipToPaths.update)[0]!.body!;
    expect(body).toMatchObject({
      receiverName: '刘洋',
      mobile: '13505121234',
      zipCode: '215000',
      address: '东吴北路 66 号',
      isDefault: false,
    });
    expect(body).not.toHaveProperty('shipToId');
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('ship-to-count').textContent).toContain('已保存 4');
  });

  it('checks the fields with the server’s rules before sending anything', async () => {
    renderPage('/order/ship-to/list');
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: '新增收货地址' }));
    await screen.findByRole('dialog');
    save();
    await waitFor(() => expect(formErrors()).toContain('此项为必填项'));
    expect(formErrors()).toContain(ShipToMessages.PHONE_REQUIRED);
    type('邮政编码', '215#00');
    type('手机', '1350512');
    type('电话', '0512 6288');
    save();
    await waitFor(() => expect(formErrors()).toContain('邮政编码只能包含字母、数字、连字符、括号和空格'));
    expect(formErrors()).toContain('请输入正确的联系人手机号码');
    expect(formErrors()).toContain('请输入正确的电话号码');
    expect(api.callsTo('POST', ShipToPaths.update)).toHaveLength(0);
  });

  it('edits an address with its id, prefilled', async () => {
    renderPage('/order/ship-to/list');
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(within(rowOf(PLANT.shipToId)).getByRole('button', { name: '编辑' }));
    await screen.findByText('编辑收货地址', { selector: '.ant-modal-title' });
    expect(field('收货人').value).toBe('赵磊');
    expect(field('详细地址').value).toBe(PLANT.address);
    type('收货人', '赵磊（生产部）');
    save();
    await waitFor(() => expect(api.callsTo('POST', ShipToPaths.update)).toHaveLength(1));
    expect(api.callsTo('POST', ShipToPaths.update)[0]!.body).toMatchObject({ shipToId: PLANT.shipToId, receiverName: '赵磊（生产部）' });
    await waitFor(() => expect(rowOf(PLANT.shipToId).textContent).toContain('赵磊（生产部）'));
  });

  it('shows the server’s refusal inside the form', async () => {
    api.fail(`POST ${ShipToPaths.update}`, ShipToMessages.LIMIT_REACHED, 400, 'SHIP_TO_LIMIT');
    renderPage('/order/ship-to/list');
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(within(rowOf(WAREHOUSE.shipToId)).getByRole('button', { name: '编辑' }));
    await screen.findByRole('dialog');
    save();
    expect((await screen.findByTestId('ship-to-form-error')).textContent).toContain(ShipToMessages.LIMIT_REACHED);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('makes another address the default', async () => {
    renderPage('/order/ship-to/list');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(rowOf(HQ.shipToId)).queryByRole('button', { name: '设为默认' })).toBeNull();
    fireEvent.click(within(rowOf(PLANT.shipToId)).getByRole('button', { name: '设为默认' }));
    await waitFor(() => expect(rows()[0]!.getAttribute('data-row-key')).toBe(String(PLANT.shipToId)));
    expect(api.callsTo('POST', ShipToPaths.update)[0]!.body).toMatchObject({ shipToId: PLANT.shipToId, isDefault: true });
    expect(within(rows()[0]!).getByText('默认')).toBeTruthy();
    expect(within(rowOf(HQ.shipToId)).queryByText('默认')).toBeNull();
  });

  it('deletes after a confirmation; the default’s successor is tagged', async () => {
    renderPage('/order/ship-to/list');
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(within(rowOf(HQ.shipToId)).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('它是默认地址，删除后最新添加的地址将成为默认地址。')).toBeTruthy();
    expect(api.callsTo('POST', ShipToPaths.delete)).toHaveLength(0);
    fireEvent.click(within(document.querySelector<HTMLElement>('.ant-popconfirm')!).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(api.callsTo('POST', ShipToPaths.delete)).toHaveLength(1));
    expect(api.callsTo('POST', ShipToPaths.delete)[0]!.body).toMatchObject({ shipToId: HQ.shipToId });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]!.getAttribute('data-row-key')).toBe(String(WAREHOUSE.shipToId));
    expect(within(rows()[0]!).getByText('默认')).toBeTruthy();
  });

  it('is read-only with a note when the server says the caller may not manage', async () => {
    readOnlyBook();
    renderPage('/order/ship-to/list');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByTestId('ship-to-read-only').textContent).toContain(ShipToMessages.READ_ONLY_NOTE);
    expect(screen.queryByRole('button', { name: '新增收货地址' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
    expect(screen.getByRole('link', { name: '面单打印示例' })).toBeTruthy();
  });

  it(`disables 新增收货地址 and says why once the book holds ${SHIP_TO_LIMITS.maxPerOwner}`, async () => {
    const full = Array.from({ length: SHIP_TO_LIMITS.maxPerOwner }, (_, i) => ({ ...PLANT, shipToId: 200 + i, isDefault: i === 0 }));
    api.on(ShipToPaths.search, () =>
      ok({ totalCount: full.length, pageNo: 1, pageSize: 100, maxCount: SHIP_TO_LIMITS.maxPerOwner, manageable: true, shipToList: full }),
    );
    renderPage('/order/ship-to/list');
    await waitFor(() => expect(rows()).toHaveLength(SHIP_TO_LIMITS.maxPerOwner));
    expect(screen.getByRole('button', { name: '新增收货地址' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(ShipToMessages.LIMIT_REACHED)).toBeTruthy();
    expect(screen.getByTestId('ship-to-count').textContent).toBe('已保存 50 / 50 个');
  });

  it('asks for a login and calls nothing when signed out', async () => {
    signOut();
    renderPage('/order/ship-to/list');
    expect(await screen.findByTestId('order-login-required')).toBeTruthy();
    expect(api.callsTo(ShipToPaths.search)).toHaveLength(0);
  });
});
