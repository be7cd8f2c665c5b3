// Types of localGateway.mjs for the TypeScript that imports it (e2e/support/globalSetup.ts).

export function freePort(from: number): Promise<number>;

export function ensureDeployed(deployDir: string, options?: { logFile?: string }): void;

export interface GatewayOptions {
  port: number;
  deployDir: string;
  dataDir: string;
  logFile: string;
  logLevel?: string;
  env?: Record<string, string>;
  script?: string;
  timeoutMs?: number;
}

export function startGateway(options: GatewayOptions): Promise<{ baseURL: string; stop: () => Promise<void> }>;
