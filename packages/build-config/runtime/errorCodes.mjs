// Module Federation's error codes without their English descriptions, which every first visit downloaded twice (in
// the shell's runtime and in each remote's remoteEntry.js) for messages only a developer reads. The messages keep the
// code and the troubleshooting link; the shell's chunk-error check reads the code (apps/shell/src/updates/reloadGuard.ts).
export * from 'mf-error-codes-original';

const none = {};
export const runtimeDescMap = none;
export const typeDescMap = none;
export const buildDescMap = none;
export const errorDescMap = none;

export function getShortErrorMsg(code, _descMap, args, originalErrorMsg) {
  const msg = [`#${code}`];
  if (args) msg.push(`args: ${JSON.stringify(args)}`);
  msg.push(`https://module-federation.io/guide/troubleshooting/${code.split('-')[0].toLowerCase()}#${code.toLowerCase()}`);
  if (originalErrorMsg) msg.push(`Original Error Message:\n ${originalErrorMsg}`);
  return msg.join('\n');
}
