import { useCallback, useEffect, useState } from 'react';
import Modal from 'antd/es/modal';
import Button from 'antd/es/button';
import message from 'antd/es/message';
import notification from 'antd/es/notification';
import ConfigProvider from 'antd/es/config-provider';
import { registerAppApi } from '../appApi';
import { Z_INDEX_DIALOG, Z_INDEX_NOTIFY } from '../zIndex';
import { onGlobalError } from './globalErrorBus';
import { onUncaughtShopError } from './uncaughtShopErrors';

const notifyTheme = { components: { Message: { zIndexPopup: Z_INDEX_NOTIFY } } };

/**
 * The global error dialog of SPEC §8, mounted once by the shell inside its providers. Shows what showGlobalError()
 * raises and every ShopError nobody caught (unhandled rejections and uncaught throws), one after the other, each
 * with 我知道了. It also hosts the context-aware message and modal instances behind notify() and confirmBox().
 */
export function GlobalErrorDialog() {
  const [queue, setQueue] = useState<string[]>([]);
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  const [notificationApi, notificationHolder] = notification.useNotification();

  // one dismissal per distinct text: ten failing calls with the same message need one 我知道了, not ten
  const enqueue = useCallback((text: string) => setQueue((q) => (q.includes(text) ? q : [...q, text])), []);

  useEffect(
    () => registerAppApi({ message: messageApi, modal: modalApi, notification: notificationApi }),
    [messageApi, modalApi, notificationApi],
  );
  useEffect(() => onGlobalError(enqueue), [enqueue]);
  useEffect(() => onUncaughtShopError(enqueue), [enqueue]);

  const current = queue[0];
  const dismiss = () => setQueue((q) => q.slice(1));

  return (
    <>
      <ConfigProvider theme={notifyTheme}>{messageHolder}</ConfigProvider>
      {modalHolder}
      {notificationHolder}
      <Modal
        open={current !== undefined}
        title="提示"
        zIndex={Z_INDEX_DIALOG}
        width={400}
        centered
        closable={false}
        mask={{ closable: false }}
        keyboard={false}
        footer={
          <Button type="primary" onClick={dismiss} data-testid="global-error-ok">
            我知道了
          </Button>
        }
      >
        <div role="alert" data-testid="global-error-message" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {current}
        </div>
      </Modal>
    </>
  );
}
