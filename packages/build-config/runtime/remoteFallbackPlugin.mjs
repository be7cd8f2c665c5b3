/**
 * Federation runtime plugin: when a remote's manifest, entry or exposed module cannot be loaded, hand back a module
 * whose route table is empty and flagged as failed, instead of throwing; the shell then mounts a Chinese fallback
 * with a retry for that remote's prefixes, and the rest of the site keeps working.
 */
export default function remoteFallbackPlugin() {
  return {
    name: 'shop-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn('[federation] remote failed to load', id, lifecycle, error);
      if (lifecycle === 'onLoad' || lifecycle === 'afterResolve' || lifecycle === 'beforeRequest' || lifecycle === 'beforeLoadShare') {
        return { __remoteFailed: true, id, routes: [] };
      }
      return undefined;
    },
  };
}
