import { defineConfig } from '@playwright/test';

/**
 * Browser journeys against the whole shop: a gateway serving freshly deployed builds of every app and the API on an
 * embedded PGlite database (see support/globalSetup.ts). Debian's chromium, never a downloaded browser.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../.test-results/e2e-artifacts',
  globalSetup: './support/globalSetup.ts',
  // 2-core machine: the gateway, the API and chromium share it
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON || '../.test-results/e2e.json' }]],
  use: {
    headless: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1366, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
