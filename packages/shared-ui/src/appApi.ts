import type message from 'antd/es/message';
import type Modal from 'antd/es/modal';
import type notification from 'antd/es/notification';

type MessageInstance = ReturnType<typeof message.useMessage>[0];
type ModalHookAPI = ReturnType<typeof Modal.useModal>[0];
type NotificationInstance = ReturnType<typeof notification.useNotification>[0];

/**
 * Context-aware message and modal instances registered by the dialog host (GlobalErrorDialog). notify() and
 * confirmBox() use them so notices get the shop's theme, locale and z-index; without a host they fall back to antd's
 * static functions.
 *
 * The shell mounts the host on demand (it lives in the `dialogs` entry, which a first visit does not load): a host
 * loader listens with onAppApiRequest, and withAppApi() asks it to mount before the first notice is shown.
 */
export interface AppApi {
  message: MessageInstance;
  modal: ModalHookAPI;
  notification: NotificationInstance;
}

/** How long a notice waits for a requested host before it is shown with antd's static functions instead. */
const APP_API_HOST_WAIT_MS = 3000;

let current: AppApi | null = null;
let waiters: Array<(api: AppApi | null) => void> = [];
const hostLoaders = new Set<() => void>();

export function registerAppApi(api: AppApi): () => void {
  current = api;
  const waiting = waiters;
  waiters = [];
  for (const deliver of waiting) deliver(api);
  return () => {
    if (current === api) current = null;
  };
}

export function registeredAppApi(): AppApi | null {
  return current;
}

/** The shell's host loader listens here and mounts the dialog host when asked. Returns the unsubscribe function. */
export function onAppApiRequest(loadHost: () => void): () => void {
  hostLoaders.add(loadHost);
  return () => {
    hostLoaders.delete(loadHost);
  };
}

/**
 * Runs `show` with the registered instances: at once when a host is mounted; once it is, when a host loader is
 * listening (it is asked to mount one); with null (static functions) when nobody can host, or after
 * APP_API_HOST_WAIT_MS.
 */
export function withAppApi(show: (api: AppApi | null) => void): void {
  if (current || hostLoaders.size === 0) {
    show(current);
    return;
  }
  let done = false;
  const once = (api: AppApi | null) => {
    if (done) return;
    done = true;
    show(api);
  };
  waiters.push(once);
  for (const loadHost of [...hostLoaders]) loadHost();
  setTimeout(() => {
    waiters = waiters.filter((w) => w !== once);
    once(null);
  }, APP_API_HOST_WAIT_MS);
}
