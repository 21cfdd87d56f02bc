import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (scripts/ensure-chromium.sh installs it); `npx playwright install` cannot run here. */
export const FULL_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell`: the same Blink without the browser's UI layers, the build
 * Playwright itself uses for headless runs. It drove two e2e files with 14 % less CPU than the full
 * browser (42.4 s against 49.5 s, median of two runs each, 5 Dec 2026), and CI's e2e step is bound by
 * the CPU of its two cores.
 */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** What the tests launch: CHROMIUM_PATH, else the headless shell when installed, else the full browser. */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : FULL_CHROMIUM_PATH);

/** What the benchmarks of what a user sees launch: CHROMIUM_PATH, else the full browser (as users run it). */
export const USER_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? FULL_CHROMIUM_PATH;

/**
 * A headless Chromium for the tests; `executablePath` overrides CHROMIUM_PATH (the benchmarks of
 * what a user sees pass USER_CHROMIUM_PATH).
 */
export function launchBrowser(executablePath: string = CHROMIUM_PATH): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}
