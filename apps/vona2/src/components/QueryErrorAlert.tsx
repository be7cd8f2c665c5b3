import { errorText, SERVICE_HOTLINE } from '@shop/shared-ui';
import type { QueryError } from '../lib/queryError';
import { Alert } from './plain/Alert';
import { Button } from './plain/Button';

/** A failed call: what failed, the server's message, and a retry. */
export function QueryErrorAlert({ what, error, onRetry }: { what: string; error: QueryError; onRetry?: () => void }) {
  return (
    <Alert
      type="error"
      title={`${what}加载失败`}
      description={`${errorText(error)}。请稍后重试，如问题持续请联系客服 ${SERVICE_HOTLINE}。`}
      action={
        onRetry ? (
          <Button size="small" onClick={onRetry}>
            重新加载
          </Button>
        ) : undefined
      }
    />
  );
}
