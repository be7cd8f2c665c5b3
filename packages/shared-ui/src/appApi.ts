import type message from 'antd/es/message';
import type Modal from 'antd/es/modal';

type MessageInstance = ReturnType<typeof message.useMessage>[0];
type ModalHookAPI = ReturnType<typeof Modal.useModal>[0];

/**
 * Context-aware message and modal instances registered by the host the shell mounts (GlobalErrorDialog). notify()
 * and confirmBox() use them so notices get the shop's theme and locale; without a host they fall back to antd's
 * static functions.
 */
export interface AppApi {
  message: MessageInstance;
  modal: ModalHookAPI;
}

let current: AppApi | null = null;

export function registerAppApi(api: AppApi): () => void {
  current = api;
  return () => {
    if (current === api) current = null;
  };
}

export function registeredAppApi(): AppApi | null {
  return current;
}
