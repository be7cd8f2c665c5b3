/** Content-hashed files never change: cache for a year. Anything else (html, manifests, remoteEntry) is revalidated. */
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|svg|jpe?g|gif|webp|woff2?)$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

export function cacheControlFor(file: string): string {
  return HASHED.test(file) ? IMMUTABLE : NO_CACHE;
}
