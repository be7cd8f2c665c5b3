/* jsdom with the web platform globals Node 20 has but jsdom lacks (fetch, TextEncoder, streams, BroadcastChannel). */
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'TextEncoder', 'TextDecoder', 'ReadableStream',
  'TransformStream', 'WritableStream', 'structuredClone', 'BroadcastChannel', 'MessageChannel', 'AbortController', 'AbortSignal'];
// Node's MessageChannel keeps React's scheduler alive after the tests: the test command runs jest with --forceExit.

class ShopJsdomEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of FROM_NODE) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
    if (!this.global.matchMedia) {
      this.global.matchMedia = (query) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false });
    }
  }
}
module.exports = ShopJsdomEnvironment;
