import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export. The shell keeps everything a first visit to `/` does not show (dialogs, the login
 * form, the user menu, error screens) out of its start-up: every antd component a start-up module imports is a
 * shared module that module federation fetches before the first render.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound for "any component"
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
