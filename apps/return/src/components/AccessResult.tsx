import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useNavigate } from 'react-router';
import { DEFAULT_ERROR_MESSAGE, toApiError, type ApiError } from '@shop/api-clients';

/** The ApiError inside an RTK Query error (our base query always gives one; anything else is unexpected). */
export function apiErrorOf(error: unknown): ApiError {
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
  const navigate = useNavigate();
  const e = apiErrorOf(error);
  const back = (
    <Button key="list" onClick={() => navigate('/return/list')}>
      返回我的售后
    </Button>
  );
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
      extra={[retry, back]}
      data-testid="access-error"
    />
  );
}
