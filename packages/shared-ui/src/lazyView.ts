import { createElement, lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';

/**
 * React.lazy for a named export. Used to keep what a first visit does not show (dialogs, the login form, menus, error
 * and not-found screens) out of a page's start-up: every antd component a start-up module imports is a shared module
 * that module federation fetches before the first render.
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
