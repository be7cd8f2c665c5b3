import Result from 'antd/es/result';
import Button from 'antd/es/button';

/** What a remote's routes show when its code cannot be loaded: the rest of the page keeps working. */
export function RemoteUnavailable({ onRetry }: { onRetry?: () => void }) {
  return (
    <Result
      status="warning"
      title="该频道暂时无法打开"
      subTitle="页面资源加载失败，可能是网络波动或系统正在更新。其他频道不受影响。"
      extra={
        <Button type="primary" data-testid="remote-retry" onClick={onRetry ?? (() => window.location.reload())}>
          重新加载
        </Button>
      }
    />
  );
}
