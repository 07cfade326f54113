import { defineConfig } from '@playwright/test';

// Browser tests through the real SPA, served by the gateway of a stack started once by global-setup.mjs.
// Run after `npm run build`: npx playwright test -c tests/e2e/playwright.config.ts
const CI = Boolean(process.env.CI);

/** Tests that change what every page of the stack shows: each file runs alone, after the others. */
const LOGIN_POPUP = /popup-login\.e2e\.ts$/;
/** /admin/popup activates a message of its own: it would replace the one popup-login.e2e.ts shows. */
const ADMIN_POPUP = /admin-popup\.e2e\.ts$/;
/** The back office's catalogue screens add, change and delete titles and genres that the member pages' tests count and search. */
const ADMIN_CATALOGUE = /admin-catalogue-[a-z-]+\.e2e\.ts$/;

const CHROMIUM = {
  browserName: 'chromium' as const,
  headless: true,
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  },
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  globalSetup: './global-setup.mjs',
  globalTeardown: './global-teardown.mjs',
  outputDir: '../../var/e2e/test-results',
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2,
  retries: 0,
  // The ban test sets its own 60 s: the SPA notices a ban at its next 30 s session check.
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../../var/e2e/report' }]],
  use: {
    // Set by global-setup.mjs; workers load this file again after it ran.
    baseURL: process.env.E2E_BASE_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', use: CHROMIUM, testIgnore: [LOGIN_POPUP, ADMIN_POPUP, ADMIN_CATALOGUE] },
    // An active login popup covers the login page of every test running meanwhile: its tests run once the others are done.
    { name: 'login-popup', use: CHROMIUM, testMatch: LOGIN_POPUP, dependencies: ['chromium'] },
    { name: 'admin-popup', use: CHROMIUM, testMatch: ADMIN_POPUP, dependencies: ['login-popup'] },
    { name: 'admin-catalogue', use: CHROMIUM, testMatch: ADMIN_CATALOGUE, dependencies: ['admin-popup'] },
  ],
});
