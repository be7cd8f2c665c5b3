import { PageSpin } from '@shop/shared-ui';
import { lazyView, withAntdRoot } from '@shop/shared-ui';

/**
 * The "feature app unavailable" view, fetched when first needed (antd Result is not on a normal page's start-up).
 * It is the shell's own chunk, so it loads while a remote is down; if even that fails (the network is gone), the
 * same words show as plain text with a reload link.
 */
export const RemoteUnavailable = lazyView(
  () =>
    withAntdRoot(import('@shop/shared-ui/remote-unavailable').then((m) => m.RemoteUnavailable)).then(
      (view) => ({ RemoteUnavailable: view }),
      () => ({ RemoteUnavailable: PlainRemoteUnavailable }),
    ),
  'RemoteUnavailable',
  <PageSpin />,
  { plain: true },
);

function PlainRemoteUnavailable() {
  return (
    <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <p>该频道暂时无法打开</p>
      <a href="" data-testid="remote-retry" onClick={() => window.location.reload()}>
        重新加载
      </a>
    </div>
  );
}
