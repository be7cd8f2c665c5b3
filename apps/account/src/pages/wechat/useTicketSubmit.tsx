import { useState, type ReactNode } from 'react';
import Alert from 'antd/es/alert';
import { toApiError } from '@shop/api-clients';
import { WechatErrorCode, type WechatLoginResponse } from '@shop/api-clients/user/wechatTypes';
import { wechatErrorText } from './wechatErrorText';

/** Props of the two forms that finish a first WeChat login with the bind ticket (bind an account, register one). */
export interface TicketFormProps {
  bindTicket: string;
  /** the account is signed in */
  onDone: (result: WechatLoginResponse) => void;
  /** the ticket is no longer accepted: the page offers a new scan */
  onTicketExpired: (message: string) => void;
}

/**
 * Submits a bind-ticket call: an expired ticket goes to `onTicketExpired` (the form is useless then), any other
 * failure is shown above the form in `errorAlert`.
 */
export function useTicketSubmit(
  { onDone, onTicketExpired }: Pick<TicketFormProps, 'onDone' | 'onTicketExpired'>,
  errorTestId: string,
): { submit: (call: () => Promise<WechatLoginResponse>) => Promise<void>; errorAlert: ReactNode } {
  const [error, setError] = useState<string | null>(null);

  const submit = async (call: () => Promise<WechatLoginResponse>) => {
    setError(null);
    try {
      onDone(await call());
    } catch (e) {
      if (toApiError(e)?.errorCode === WechatErrorCode.TICKET_INVALID) onTicketExpired(wechatErrorText(e));
      else setError(wechatErrorText(e));
    }
  };

  const errorAlert = error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid={errorTestId} />;
  return { submit, errorAlert };
}
