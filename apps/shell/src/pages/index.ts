/**
 * The shell's own pages loaded on demand, each its own chunk (the same shape as a remote's src/pages/index.ts, so the
 * build's chunks.json names their files and the gateway can hint them): home is not code a catalogue page needs.
 */
export const pages = {
  Home: () => import('./Home'),
};
