import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { BIND_COMPANY_PATH, COMPANY_NUDGE_MESSAGES, JOIN_COMPANY_PATH, type CouponStatus } from '../src';
import { setAnalytics } from '../src/analytics';
import { ensureCompanyBeforeOrder, useCompanyNudge, type CompanyNudgeOptions } from '../src/entry/company';
import { CompanyNudgeModal } from '../src/entry/dialogs';
import { CHECK_COUPON_STATUS_PATH } from '../src/company/companyNudgeApi';
import { configureApi } from '@shop/api-clients';
import { clearUserEntries, saveUserSession, type UserSession } from '@shop/session';

function sessionWith(customerCode: string | null): UserSession {
  return {
    userName: '王建国',
    userCode: 'U1',
    sessionId: 'S1',
    customerCode,
    customerName: null,
    customerType: null,
    settlementType: null,
    settlementTypeDisp: null,
    newTabFlag: '1',
    permissionList: [],
    sessionStatus: '0',
    refreshTokenHash: 'R1',
    purchaseLinkFlag: '0',
    promptDeliveryFlag: '0',
    purchaseList: [],
  };
}

const noCompany = () => Promise.resolve(null);
const coupon = (status: number) => jest.fn((_eventId: number): Promise<CouponStatus> => Promise.resolve({ returnFlg: 0, status }));
const modalBox = (el: HTMLElement) => el.closest('.ant-modal') as HTMLElement;

const track = jest.fn();
beforeEach(() => {
  track.mockReset();
  setAnalytics({ track });
});
afterEach(() => setAnalytics(null));

describe('CompanyNudgeModal', () => {
  it('status 1: the plain message in a 400px box, coupon checked for event 1', async () => {
    const check = coupon(1);
    render(<CompanyNudgeModal getCustomerCode={noCompany} checkCouponStatus={check} navigate={jest.fn()} />);
    const message = await screen.findByTestId('company-nudge-message');
    expect(message).toHaveTextContent(COMPANY_NUDGE_MESSAGES.plain);
    expect(message).toHaveTextContent('完善企业信息后即可下单和询价');
    expect(modalBox(message).style.width).toBe('400px');
    expect(check).toHaveBeenCalledWith(1);
    expect(screen.getByRole('button', { name: '完善企业信息' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '加入已有企业' })).toBeInTheDocument();
  });

  it.each([0, 2, 9])('status %i: the gift-pack message in a 500px box', async (status) => {
    render(<CompanyNudgeModal getCustomerCode={noCompany} checkCouponStatus={coupon(status)} navigate={jest.fn()} />);
    const message = await screen.findByTestId('company-nudge-message');
    expect(message).toHaveTextContent('完善企业信息，即可领取新客专享礼包（优惠券）');
    expect(modalBox(message).style.width).toBe('500px');
  });

  it('a failing coupon check counts as "not status 1"', async () => {
    render(
      <CompanyNudgeModal getCustomerCode={noCompany} checkCouponStatus={() => Promise.reject(new Error('404'))} navigate={jest.fn()} />,
    );
    expect(await screen.findByTestId('company-nudge-message')).toHaveTextContent(COMPANY_NUDGE_MESSAGES.gift);
  });

  it('a customer with a customerCode: the callback runs, nothing shows, no coupon check', async () => {
    const onHasCompany = jest.fn();
    const check = coupon(1);
    render(<CompanyNudgeModal getCustomerCode={() => Promise.resolve('C0001234')} checkCouponStatus={check} onHasCompany={onHasCompany} />);
    await waitFor(() => expect(onHasCompany).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(check).not.toHaveBeenCalled();
  });

  it('the two buttons navigate to bindCompany and its join mode, close and are tracked', async () => {
    const navigate = jest.fn();
    const onClose = jest.fn();
    const { unmount } = render(
      <CompanyNudgeModal getCustomerCode={noCompany} checkCouponStatus={coupon(1)} navigate={navigate} onClose={onClose} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: '完善企业信息' }));
    expect(navigate).toHaveBeenCalledWith(BIND_COMPANY_PATH);
    expect(navigate).toHaveBeenCalledWith('/account/regist/bindCompany');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(track).toHaveBeenCalledWith('dialog_click', { dialogName: 'companyNudge', button: '完善企业信息' });
    unmount();

    render(<CompanyNudgeModal getCustomerCode={noCompany} checkCouponStatus={coupon(0)} navigate={navigate} />);
    await userEvent.click(await screen.findByRole('button', { name: '加入已有企业' }));
    expect(navigate).toHaveBeenLastCalledWith(JOIN_COMPANY_PATH);
    expect(JOIN_COMPANY_PATH).toBe('/account/regist/bindCompany?mode=join');
  });

  it('closing with × removes it and calls onClose', async () => {
    const onClose = jest.fn();
    render(<CompanyNudgeModal getCustomerCode={noCompany} checkCouponStatus={coupon(1)} onClose={onClose} navigate={jest.fn()} />);
    await screen.findByTestId('company-nudge-message');
    await userEvent.click(screen.getByRole('button', { name: /close|关闭/i }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('company-nudge-message')).not.toBeInTheDocument();
  });

  it('inside a router the buttons use the router', async () => {
    function Where() {
      return <div data-testid="where">{useLocation().pathname + useLocation().search}</div>;
    }
    render(
      <MemoryRouter initialEntries={['/order/confirm']}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <CompanyNudgeModal getCustomerCode={noCompany} checkCouponStatus={coupon(0)} />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: '加入已有企业' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/account/regist/bindCompany?mode=join');
  });
});

describe('CompanyNudgeModal defaults', () => {
  afterEach(() => {
    configureApi({ fetch: undefined });
    clearUserEntries();
  });

  it('reads the customerCode of the stored session and posts {eventId: 1} to checkCouponStatus', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    configureApi({
      fetch: async (url, init) => {
        calls.push({ url: String(url), init });
        return new Response(JSON.stringify({ returnFlg: 0, returnMSG: '', status: 1 }), { status: 200 });
      },
    });
    saveUserSession(sessionWith(null));
    render(<CompanyNudgeModal navigate={jest.fn()} />);
    expect(await screen.findByTestId('company-nudge-message')).toHaveTextContent(COMPANY_NUDGE_MESSAGES.plain);
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!.url).pathname).toBe(CHECK_COUPON_STATUS_PATH);
    expect(calls[0]!.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init?.body))).toMatchObject({ eventId: 1 });
  });

  it('a stored customerCode means the customer has a company', async () => {
    const onHasCompany = jest.fn();
    saveUserSession(sessionWith('C0001234'));
    render(<CompanyNudgeModal onHasCompany={onHasCompany} />);
    await waitFor(() => expect(onHasCompany).toHaveBeenCalledTimes(1));
  });
});

describe('useCompanyNudge and ensureCompanyBeforeOrder', () => {
  function Page({ options, onAnswer }: { options: CompanyNudgeOptions; onAnswer: (v: boolean) => void }) {
    const { ensureCompany, nudgeElement } = useCompanyNudge(options);
    return (
      <>
        <button onClick={() => void ensureCompany().then(onAnswer)}>立即下单</button>
        {nudgeElement}
      </>
    );
  }

  it('ensureCompany resolves true for a customer with a company, without showing anything', async () => {
    const check = coupon(0);
    const onAnswer = jest.fn();
    render(<Page options={{ getCustomerCode: () => Promise.resolve('C1'), checkCouponStatus: check }} onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole('button', { name: '立即下单' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
    expect(check).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ensureCompany shows the modal and resolves false when it closes', async () => {
    const onAnswer = jest.fn();
    render(<Page options={{ getCustomerCode: noCompany, checkCouponStatus: coupon(1), navigate: jest.fn() }} onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole('button', { name: '立即下单' }));
    await userEvent.click(await screen.findByRole('button', { name: '完善企业信息' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ensureCompanyBeforeOrder works outside React and cleans up after itself', async () => {
    const navigate = jest.fn();
    let answer!: Promise<boolean>;
    // its own React root, outside testing-library's: let its check settle inside act
    await act(async () => {
      answer = ensureCompanyBeforeOrder({ getCustomerCode: noCompany, checkCouponStatus: coupon(0), navigate });
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(await screen.findByTestId('company-nudge-message')).toHaveTextContent(COMPANY_NUDGE_MESSAGES.gift);
    await userEvent.click(screen.getByRole('button', { name: '加入已有企业' }));
    await expect(answer).resolves.toBe(false);
    expect(navigate).toHaveBeenCalledWith(JOIN_COMPANY_PATH);
    await waitFor(() => expect(document.querySelector('[data-shop-company-nudge]')).toBeNull());

    let has!: Promise<boolean>;
    await act(async () => {
      has = ensureCompanyBeforeOrder({ getCustomerCode: () => Promise.resolve('C9') });
      await new Promise((r) => setTimeout(r, 0));
    });
    await expect(has).resolves.toBe(true);
    await waitFor(() => expect(document.querySelector('[data-shop-company-nudge]')).toBeNull());
  });
});
