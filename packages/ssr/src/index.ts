// Server rendering helpers shared by the apps' server entries (built for Node.js only) and the gateway and shell.
// The payload half is browser-safe; renderPasses imports react-dom/server, so the browser imports '@shop/ssr/payload'.
export { renderPasses, SsrTimeoutError, type QueryApi } from './renderPasses';
export { jsonForScript, SSR_PAYLOAD_ID, type SsrPayload } from './payload';
export { remoteForPath, type RemoteEntry, type RemotesConfig } from './remotes';
