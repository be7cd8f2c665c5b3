/**
 * Import first in every test file. React's scheduler and antd pick MessageChannel up when they load; Node's real one
 * (which the shared jsdom environment provides) keeps a port open, so jest never exits. This one runs on timers.
 */
type Port = { onmessage: ((e: { data: unknown }) => void) | null; postMessage: (data: unknown) => void; close: () => void; start: () => void };

class TimerMessageChannel {
  readonly port1: Port;
  readonly port2: Port;
  constructor() {
    const port = (): Port => ({ onmessage: null, postMessage: () => {}, close: () => {}, start: () => {} });
    this.port1 = port();
    this.port2 = port();
    this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }), 0);
    this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0);
  }
}

Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
export {};
