import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FEEDBACK_MESSAGES } from '@shop/validation';
import { loadUserSession } from '@shop/session';
import { LoadingOverlay } from '../LoadingOverlay';
import { Popup } from '../Popup';
import { notify } from '../notify';
import { defaultFeedbackUpload } from './defaultFeedbackUpload';
import { FeedbackFormModal } from './FeedbackFormModal';
import { FEEDBACK_SUCCESS_EVENT, FEEDBACK_TEXTS, type FeedbackReason, type FeedbackSubmission, type FeedbackUpload } from './feedbackTypes';

export interface FeedbackDialogProps {
  open: boolean;
  /** the dialog wants to close: ×, 取消, the limit notice, a failed opening, or after a successful submission */
  onClose: () => void;
  /** feedback submitCheck: true while today's submissions are under the limit */
  submitCheck: () => Promise<boolean>;
  /** feedbackReasonList */
  loadReasons: () => Promise<FeedbackReason[]>;
  /** feedbackSubmit; a rejection is logged and the dialog stays open */
  submit: (payload: FeedbackSubmission) => Promise<unknown>;
  /** default: POST /Customer/uploadVOCFile */
  upload?: FeedbackUpload;
  /** after a successful submission (the dialog has closed itself by then) */
  onSubmitted?: (payload: FeedbackSubmission) => void;
  /** default: the stored session's customerName and customerCode */
  customer?: { customerName?: string | null; customerCode?: string | null };
  /** default: the session's userName */
  defaultContactUser?: string;
  defaultContactPhone?: string;
  /** page the feedback is about; default the current URL */
  pageUrl?: string;
}

type Phase = 'idle' | 'checking' | 'limit' | 'form';

/**
 * Complaint-and-suggestion dialog of SPEC §4. Opening runs the daily submit check: when allowed the reasons load
 * and the form shows, otherwise the limit notice. A successful submission closes it, calls onSubmitted and fires
 * `shop:feedback-success` on window.
 */
export function FeedbackDialog(props: FeedbackDialogProps) {
  const { open } = props;
  const [phase, setPhase] = useState<Phase>(open ? 'checking' : 'idle');
  const [reasons, setReasons] = useState<FeedbackReason[]>([]);
  // each opening starts with the check: the phase follows `open` during render, not an effect later
  const [phaseOpen, setPhaseOpen] = useState(open);
  if (phaseOpen !== open) {
    setPhaseOpen(open);
    setPhase(open ? 'checking' : 'idle');
  }
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    (async () => {
      try {
        const allowed = await latest.current.submitCheck();
        if (cancelled) return;
        if (!allowed) {
          setPhase('limit');
          return;
        }
        const list = await latest.current.loadReasons();
        if (cancelled) return;
        setReasons(list);
        setPhase('form');
      } catch (e) {
        if (cancelled) return;
        console.error('[feedback] could not open', e);
        notify(FEEDBACK_TEXTS.loadFailed, 'error');
        setPhase('idle');
        latest.current.onClose();
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [open]);

  if (!open) return null;
  if (phase === 'checking') return <LoadingOverlay fullscreen />;
  if (phase === 'limit') {
    return (
      <Popup open showOkButton onClose={props.onClose}>
        <div data-testid="feedback-limit-notice">{FEEDBACK_MESSAGES.dailyLimitReached}</div>
      </Popup>
    );
  }
  if (phase !== 'form') return null;

  const session = loadUserSession();
  const customer = props.customer ?? { customerName: session?.customerName, customerCode: session?.customerCode };
  return (
    <FeedbackFormModal
      reasons={reasons}
      upload={props.upload ?? defaultFeedbackUpload}
      submit={props.submit}
      onCancel={props.onClose}
      onSubmitted={(payload) => {
        setPhase('idle');
        props.onClose();
        props.onSubmitted?.(payload);
        window.dispatchEvent(new CustomEvent<FeedbackSubmission>(FEEDBACK_SUCCESS_EVENT, { detail: payload }));
      }}
      pageUrl={props.pageUrl ?? window.location.href}
      customerName={customer.customerName}
      customerCode={customer.customerCode}
      defaultContactUser={props.defaultContactUser ?? session?.userName ?? ''}
      defaultContactPhone={props.defaultContactPhone}
    />
  );
}
