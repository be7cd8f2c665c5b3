/**
 * Cache headers for a file of a deployed build (/apps/<app>/<version>/<file>). A version folder is written once and
 * never changes (deploys make a new one; the version carries the source hash), so its chunks, styles and images are
 * cached for a year whatever their names. What a page looks up to find the rest is revalidated: html, the manifests,
 * build-info and routes JSON, and remoteEntry.js.
 */
const REVALIDATED = /(\.html|\.json|(^|\/)remoteEntry\.js)$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

export function cacheControlFor(file: string): string {
  return REVALIDATED.test(file) ? NO_CACHE : IMMUTABLE;
}
