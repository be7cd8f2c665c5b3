import { useSelector } from 'react-redux';
import { selectCan, selectSessionView, type SessionView, type WithSession } from './sessionSlice';
import type { PermissionCode } from './permissions';

/** The session as every remote sees it, read from the shared store. */
export function useSession(): SessionView {
  return useSelector((s: WithSession) => selectSessionView(s));
}

/** Whether the current user has a permission (SPEC §6), read from the shared store. */
export function usePermission(code: PermissionCode): boolean {
  return useSelector((s: WithSession) => selectCan(s, code));
}
