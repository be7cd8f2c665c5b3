import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { useNavigate } from 'react-router';
import { DEFAULT_ERROR_MESSAGE, toApiError, type ApiError } from '@shop/api-clients';
import { href } from '@shop/routes';

/** The ApiError inside an RTK Query error, for its status (the text comes from errorText). */
function apiErrorOf(error: unknown): ApiError {
  return toApiError(error) ?? { status: 'failed', message: DEFAULT_ERROR_MESSAGE };
}

/** What a page shows instead of its content when the login is missing. */
export function SignInNotice() {
  return <Result status="403" title="请先登录" subTitle="登录后即可查看和办理售后。" data-testid="return-login-required" />;
}

/**
 * The answer of the order-authorisation check (or of any load) as a full-page state: 403 (无权查看该订单), 404 (订单不存在,
 * 售后申请不存在 ...), 401, offline, other failures with 重新加载.
 */
export function AccessResult({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const e = apiErrorOf(error);
  const back = <ResultLinks />;
  if (e.status === 401) return <SignInNotice />;
  if (e.status === 403) {
    return (
      <Result
        status="403"
        title={e.message}
        subTitle="该订单不是您下的单，且您没有查看公司全部订单的权限。如需办理，请联系下单人或贵公司的主账号。"
        extra={back}
        data-testid="access-forbidden"
      />
    );
  }
  if (e.status === 404) {
    return <Result status="404" title={e.message} subTitle="请确认单号是否正确。" extra={back} data-testid="access-not-found" />;
  }
  const retry = onRetry ? (
    <Button key="retry" type="primary" onClick={onRetry}>
      重新加载
    </Button>
  ) : null;
  return (
    <Result
      status={e.status === 'failed' ? 'warning' : 'error'}
      title={e.status === 'failed' ? e.message : '加载失败'}
      subTitle={e.status === 'failed' ? e.detail : e.message}
      extra={
        <>
          {retry}
          {back}
        </>
      }
      data-testid="access-error"
    />
  );
}

/** The ways on from a result: 查看申请详情 of `applyNum` when given, and 返回我的售后. */
export function ResultLinks({ applyNum }: { applyNum?: string }) {
  const navigate = useNavigate();
  return (
    <>
      {applyNum ? (
        <Button type="primary" onClick={() => navigate(href('ReturnDetail', { applyNum }))}>
          查看申请详情
        </Button>
      ) : null}
      <Button onClick={() => navigate(href('ReturnList'))}>返回我的售后</Button>
    </>
  );
}

/** What a page's load query gives this gate: RTK Query's result. */
interface LoadQuery {
  data?: unknown;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * What a page shows while it cannot show its content yet: the sign-in notice, the failed load (with 重新加载), or a
 * spinner until the data is there; null once it is. `spinTestId` names the spinner for tests.
 */
export function loadGate(query: LoadQuery, isLoggedIn: boolean, spinTestId?: string) {
  if (!isLoggedIn) return <SignInNotice />;
  if (query.error) return <AccessResult error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Spin size="large" style={{ display: 'block', margin: '64px auto' }} data-testid={spinTestId} />;
  return null;
}
