import { createElement, lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';

/**
 * React.lazy for a named export. The shell keeps everything a first visit to `/` does not show (dialogs, the login
 * form, the user menu, error screens) out of its start-up: every antd component a start-up module imports is a
 * shared module that module federation fetches before the first render.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound for "any component"
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** lazyNamed, already inside its Suspense boundary: `fallback` shows while the chunk loads. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export function lazyView<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K, fallback: ReactNode) {
  const View = lazyNamed(load, name);
  return function LazyView(props: ComponentProps<M[K]>) {
    return createElement(Suspense, { fallback }, createElement(View, props));
  };
}
