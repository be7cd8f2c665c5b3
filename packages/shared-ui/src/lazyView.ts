import { createElement, lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';

/**
 * A component wrapped in AntdRoot (antd in Chinese with the shop theme), built once the module and AntdRoot have both
 * arrived. AntdRoot is fetched beside the component, so wrapping costs no extra round trip and no remount.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own bound for "any component"
export async function withAntdRoot<C extends ComponentType<any>>(component: Promise<C>): Promise<C> {
  const [Component, { AntdRoot }] = await Promise.all([component, import('./AntdRoot')]);
  const Wrapped = (props: ComponentProps<C>) => createElement(AntdRoot, null, createElement(Component, props));
  Wrapped.displayName = `AntdRoot(${Component.displayName ?? Component.name ?? 'Component'})`;
  return Wrapped as unknown as C;
}

/**
 * React.lazy for a named export, inside AntdRoot. Used to keep what a first visit does not show (dialogs, the login
 * form, menus, error and not-found screens) out of a page's start-up: every antd component a start-up module imports
 * is a shared module that module federation fetches before the first render. `{ plain: true }` for a component that
 * renders no antd: AntdRoot is then not fetched for it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound for "any component"
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  { plain = false }: { plain?: boolean } = {},
) {
  return lazy(async () => {
    const component = load().then((m) => m[name]);
    return { default: plain ? await component : await withAntdRoot(component) };
  });
}

/** lazyNamed, already inside its Suspense boundary: `fallback` shows while the chunk loads. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export function lazyView<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  fallback: ReactNode,
  options: { plain?: boolean } = {},
) {
  const View = lazyNamed(load, name, options);
  return function LazyView(props: ComponentProps<M[K]>) {
    return createElement(Suspense, { fallback }, createElement(View, props));
  };
}
