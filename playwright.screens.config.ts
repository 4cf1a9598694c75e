import { defineConfig } from '@playwright/test';
import e2e from './playwright.config.ts';

// The browser check of every screen (tests/screens): the end-to-end setup, run on its own with
// `npm run check:screens`, since it reports what is left to fix rather than guarding a journey.
export default defineConfig({ ...e2e, testDir: 'tests/screens' });
