import { useEffect, useRef, useState } from 'react';
import { useInRouterContext, useNavigate } from 'react-router';
import { Popup } from '../Popup';
import Button from 'antd/es/button';
import { trackDialogClick } from '../analytics';
import {
  BIND_COMPANY_PATH,
  COMPANY_NUDGE_MESSAGES,
  JOIN_COMPANY_PATH,
  NEW_CUSTOMER_COUPON_EVENT_ID,
  fetchCouponStatus,
  sessionCustomerCode,
  type CouponStatus,
} from './companyNudgeApi';

export interface CompanyNudgeModalProps {
  /** default: the stored session's customerCode */
  getCustomerCode?: () => Promise<string | null | undefined>;
  /** default: POST /api/Customer/coupon/checkCouponStatus; a failure counts as "not status 1" */
  checkCouponStatus?: (eventId: number) => Promise<CouponStatus>;
  /** the customer already has a company: called instead of showing anything; default reloads the page */
  onHasCompany?: () => void;
  /** after the modal closed (× or one of its buttons) */
  onClose?: () => void;
  /** default: the router's navigate inside a router, else a full page load */
  navigate?: (path: string) => void;
}

type Phase = 'checking' | 'plain' | 'gift' | 'closed';

const COMPANY_NUDGE_DIALOG = 'companyNudge';

/**
 * Company-registration modal of SPEC §4: customers without a company must complete (or join) one before ordering
 * or asking for a quote. Rendering it starts the check; it shows nothing when the customer has a customerCode.
 */
export function CompanyNudgeModal(props: CompanyNudgeModalProps) {
  const inRouter = useInRouterContext();
  if (props.navigate || !inRouter) return <NudgeModal {...props} navigate={props.navigate ?? ((path) => window.location.assign(path))} />;
  return <RouterNudgeModal {...props} />;
}

function RouterNudgeModal(props: CompanyNudgeModalProps) {
  const navigate = useNavigate();
  return <NudgeModal {...props} navigate={(path) => void navigate(path)} />;
}

function NudgeModal({
  getCustomerCode = sessionCustomerCode,
  checkCouponStatus = fetchCouponStatus,
  onHasCompany,
  onClose,
  navigate,
}: CompanyNudgeModalProps & { navigate: (path: string) => void }) {
  const [phase, setPhase] = useState<Phase>('checking');
  // the check runs once per mount, with the callbacks given at that time
  const initial = useRef({ getCustomerCode, checkCouponStatus, onHasCompany });

  useEffect(() => {
    let cancelled = false;
    const { getCustomerCode: getCode, checkCouponStatus: checkCoupon, onHasCompany: hasCompany } = initial.current;
    (async () => {
      const code = await getCode().catch(() => null);
      if (cancelled) return;
      if (code) {
        setPhase('closed');
        if (hasCompany) hasCompany();
        else window.location.reload();
        return;
      }
      const coupon = await checkCoupon(NEW_CUSTOMER_COUPON_EVENT_ID).catch(() => null);
      if (!cancelled) setPhase(coupon?.status === 1 ? 'plain' : 'gift');
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  if (phase === 'checking' || phase === 'closed') return null;

  const close = () => {
    setPhase('closed');
    onClose?.();
  };
  const go = (button: string, path: string) => {
    trackDialogClick(COMPANY_NUDGE_DIALOG, button);
    close();
    navigate(path);
  };
  const gift = phase === 'gift';
  return (
    <Popup
      open
      title="温馨提示"
      width={gift ? 500 : 400}
      onClose={() => {
        trackDialogClick(COMPANY_NUDGE_DIALOG, '关闭');
        close();
      }}
      footer={
        <>
          <Button onClick={() => go('加入已有企业', JOIN_COMPANY_PATH)}>加入已有企业</Button>
          <Button type="primary" onClick={() => go('完善企业信息', BIND_COMPANY_PATH)}>
            完善企业信息
          </Button>
        </>
      }
    >
      <p data-testid="company-nudge-message" data-variant={phase} style={{ margin: '12px 0', fontSize: gift ? 15 : 14 }}>
        {gift ? COMPANY_NUDGE_MESSAGES.gift : COMPANY_NUDGE_MESSAGES.plain}
      </p>
    </Popup>
  );
}
