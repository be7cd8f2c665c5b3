import { getSessionConfig } from './config';
import { browser, type ChannelLike } from './adapters';
import { localStore } from './localStore';
import { loadUserSession, USER_SESSION_KEY } from './userSession';
import type { UserSession } from './types';

export type SessionEventType = 'login' | 'refreshed' | 'updated' | 'logout' | 'expired';
export interface SessionEvent {
  type: SessionEventType;
  session: UserSession | null;
  /** true when the change happened in another tab */
  remote: boolean;
}
type Listener = (event: SessionEvent) => void;

export const SESSION_CHANNEL = 'msm_session';
const listeners = new Set<Listener>();
let lastSnapshot: string | undefined;
let channel: ChannelLike | null | undefined;

function snapshot(session: UserSession | null): string {
  return JSON.stringify(session);
}

function getChannel(): ChannelLike | null {
  if (channel === undefined) channel = getSessionConfig().createChannel(SESSION_CHANNEL);
  return channel;
}

function deliver(event: SessionEvent): void {
  lastSnapshot = snapshot(event.session);
  for (const l of [...listeners]) l(event);
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Tell this tab's listeners and the other tabs that the session changed (the session itself travels via storage). */
export function emitSessionChange(type: SessionEventType, session: UserSession | null): void {
  deliver({ type, session, remote: false });
  getChannel()?.postMessage({ type });
}

/**
 * Another tab wrote the session: read it from storage and announce what changed. Both the storage event and the
 * BroadcastChannel message may arrive for one change; the snapshot comparison makes the second one a no-op.
 */
function onRemoteChange(hint?: SessionEventType): void {
  const prev = lastSnapshot === undefined ? null : (JSON.parse(lastSnapshot) as UserSession | null);
  const session = loadUserSession();
  if (snapshot(session) === lastSnapshot) return;
  let type: SessionEventType;
  if (!session) type = hint === 'expired' ? 'expired' : 'logout';
  else if (!prev) type = 'login';
  else if (prev.sessionId !== session.sessionId) type = 'refreshed';
  else type = 'updated';
  deliver({ type, session, remote: true });
}

let syncUsers = 0;
let stopSync: (() => void) | null = null;

/** Starts listening to other tabs (storage event + BroadcastChannel). Reference-counted; call the result to stop. */
export function startCrossTabSync(): () => void {
  syncUsers++;
  if (syncUsers === 1) {
    lastSnapshot ??= snapshot(loadUserSession());
    const storageKey = localStore.fullKey(USER_SESSION_KEY);
    const onStorage = (e: { key: string | null }) => {
      if (e.key === storageKey || e.key === null) onRemoteChange();
    };
    const onMessage = (e: { data: unknown }) => {
      const type = (e.data as { type?: SessionEventType } | null)?.type;
      onRemoteChange(type);
    };
    browser.addEventListener?.('storage', onStorage);
    const ch = getChannel();
    ch?.addEventListener('message', onMessage);
    stopSync = () => {
      browser.removeEventListener?.('storage', onStorage);
      ch?.removeEventListener('message', onMessage);
    };
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    syncUsers--;
    if (syncUsers === 0) {
      stopSync?.();
      stopSync = null;
    }
  };
}

/** Test helper: forget listeners, channel and snapshot. */
export function resetSessionEvents(): void {
  listeners.clear();
  stopSync?.();
  stopSync = null;
  syncUsers = 0;
  channel?.close();
  channel = undefined;
  lastSnapshot = undefined;
}
