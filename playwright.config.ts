import { defineConfig, devices } from '@playwright/test';
import { e2ePort } from './tests/e2e/support/env.ts';

// End-to-end tests drive Debian's Chromium against the production build served by the real
// server (started in global-setup.ts with a real SMTP catcher and a local OpenID provider): the
// journeys (tests/e2e) and the check of every screen at every size and language (tests/screens).
export default defineConfig({
  testDir: 'tests',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Two workers, the server and two browsers share two cores: a journey of twenty page loads that
  // takes 25 s alone takes twice that beside another. These bound a hang, they time nothing.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', testDir: 'tests/e2e', use: { ...devices['Desktop Chrome'] } },
    { name: 'screens', testDir: 'tests/screens', use: { ...devices['Desktop Chrome'] } },
  ],
});
