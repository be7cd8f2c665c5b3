import type { ReactNode } from 'react';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useNavigate } from 'react-router';
import { DEFAULT_ERROR_MESSAGE, toApiError, type ApiError } from '@shop/api-clients';
import { PageSpin } from '@shop/shared-ui';
import { href } from '@shop/routes';

/** Which kind of slip a page shows: the texts of its 403 and the list it leads back to differ. */
export type SlipKind = 'order' | 'quote';

const FORBIDDEN_HINT: Record<SlipKind, string> = {
  order: '该订单不是您下的单，且您没有查看公司全部订单的权限。如需查看，请联系下单人或贵公司的主账号。',
  quote: '该报价单不是您提交的，且您没有查看公司全部报价单的权限。如需查看，请联系询价人或贵公司的主账号。',
};

function apiErrorOf(error: unknown): ApiError {
  return toApiError(error) ?? { status: 'failed', message: DEFAULT_ERROR_MESSAGE };
}

/** What a page shows instead of its content when nobody is signed in. */
export function SignInNotice() {
  return <Result status="403" title="请先登录" subTitle="登录后即可查看订单和报价。" data-testid="order-login-required" />;
}

/** The way back to the list of the slip kind. */
export function BackToList({ kind }: { kind: SlipKind }) {
  const navigate = useNavigate();
  return kind === 'order' ? (
    <Button onClick={() => navigate(href('OrderList'))}>返回订单查询</Button>
  ) : (
    <Button onClick={() => navigate(href('QuoteList'))}>返回报价单查询</Button>
  );
}

/**
 * A failed load as a full-page state: 403 (a colleague's slip without the history permission), 404 (no such slip,
 * or another company's: the server does not say which), 401, offline and other failures with 重新加载.
 */
export function LoadFailure({ error, kind, onRetry }: { error: unknown; kind: SlipKind; onRetry?: () => void }) {
  const e = apiErrorOf(error);
  const back = <BackToList kind={kind} />;
  if (e.status === 401) return <SignInNotice />;
  if (e.status === 403) {
    return <Result status="403" title={e.message} subTitle={FORBIDDEN_HINT[kind]} extra={back} data-testid="access-forbidden" />;
  }
  if (e.status === 404) {
    return <Result status="404" title={e.message} subTitle="请确认单号是否正确。" extra={back} data-testid="access-not-found" />;
  }
  return (
    <Result
      status={e.status === 'failed' ? 'warning' : 'error'}
      title={e.status === 'failed' ? e.message : '加载失败'}
      subTitle={e.status === 'failed' ? e.detail : e.message}
      extra={
        <>
          {onRetry ? (
            <Button type="primary" onClick={onRetry}>
              重新加载
            </Button>
          ) : null}
          {back}
        </>
      }
      data-testid="load-error"
    />
  );
}

/** What a page's load query gives the gate: RTK Query's result. */
interface LoadQuery {
  data?: unknown;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * What a page shows while it cannot show its content: the sign-in notice, the failed load, or a spinner until the
 * data is there; null once it is.
 */
export function loadGate(query: LoadQuery, isLoggedIn: boolean, kind: SlipKind): ReactNode {
  if (!isLoggedIn) return <SignInNotice />;
  if (query.error) return <LoadFailure error={query.error} kind={kind} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageSpin />;
  return null;
}
