/**
 * Browser APIs jsdom lacks that antd uses. jsdom has no MessageChannel (the shared jest environment keeps Node's out, see jest.env.jsdom.cjs), but antd's
 * Form batches field watchers through one. This stand-in delivers on a timer, which keeps nothing alive.
 */
interface Port {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(data: unknown): void;
  close(): void;
}

class TimerMessageChannel {
  readonly port1: Port;
  readonly port2: Port;
  constructor() {
    const make = (): Port => ({ onmessage: null, postMessage: () => undefined, close: () => undefined });
    this.port1 = make();
    this.port2 = make();
    this.port1.postMessage = (data) => void setTimeout(() => this.port2.onmessage?.({ data }), 0);
    this.port2.postMessage = (data) => void setTimeout(() => this.port1.onmessage?.({ data }), 0);
  }
}

const g = globalThis as { MessageChannel?: unknown };
if (typeof g.MessageChannel === 'undefined') g.MessageChannel = TimerMessageChannel;

/** antd's Menu (dropdowns) measures itself with ResizeObserver, which jsdom lacks; nothing is laid out here anyway. */
class InertResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
const w = globalThis as { ResizeObserver?: unknown };
if (typeof w.ResizeObserver === 'undefined') w.ResizeObserver = InertResizeObserver;
export {};
