import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_OVERDUE_HOLD_DAYS } from './e2e/server-settings';

// Each run starts the built app on a fresh embedded database with the demo data.
const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = path.join(os.tmpdir(), `portale-e2e-${port}-${process.pid}`);

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'retain-on-failure',
    // The app's service worker would answer requests that page.route() must see; installable-app.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's Chromium, never a downloaded browser; no background traffic on the closed network.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: /admin-master-data/, use: desktop },
    // The back-office screens edit data the other tests price with (payment-mode discounts, shipping prices):
    // they run once those are done, instead of changing a cart's totals under a parallel test.
    { name: 'back-office', testMatch: /admin-master-data/, dependencies: ['desktop'], use: desktop },
  ],
  webServer: {
    // The compiled bundle, as production runs it (`npm run test:e2e` builds it with the web app).
    command: `rm -rf ${dataDir} && node --enable-source-maps apps/api/dist/server.js`,
    url: `http://localhost:${port}/api/docs/json`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The hold on, as a maker would run it, but past every demo instalment (e2e/server-settings.ts).
      OVERDUE_HOLD_DAYS: String(E2E_OVERDUE_HOLD_DAYS),
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
