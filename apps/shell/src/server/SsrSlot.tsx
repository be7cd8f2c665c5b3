/** Where the gateway puts the remote's server-rendered page inside the shell's frame (the route's Outlet). */
export const SSR_SLOT_TAG = 'shop-ssr-slot';
export const SSR_SLOT_MARKUP = `<${SSR_SLOT_TAG}></${SSR_SLOT_TAG}>`;

export function SsrSlot() {
  return <shop-ssr-slot />;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'shop-ssr-slot': Record<string, never>;
    }
  }
}
