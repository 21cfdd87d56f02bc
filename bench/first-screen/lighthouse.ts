import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { USER_CHROMIUM_PATH } from '../../tests/e2e/browser';

export interface LighthouseRun {
  /** Lighthouse's performance score, 0 to 1. */
  performance: number;
  /** Largest Contentful Paint in milliseconds (simulated desktop throttling, as Lighthouse reports it). */
  lcpMs: number;
  /** First Contentful Paint in milliseconds. */
  fcpMs: number;
  /** Total Blocking Time in milliseconds. */
  tbtMs: number;
}

/**
 * One Lighthouse desktop performance run of `url` in a fresh headless Chromium (Debian's, no
 * sandbox: the bench runs as root in a container). A new browser per run, so no cache is shared.
 */
export async function lighthouseDesktop(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: USER_CHROMIUM_PATH,
    chromeFlags: ['--no-sandbox', '--headless=new', '--disable-gpu', '--no-first-run'],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      desktopConfig,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: lhr.categories.performance?.score ?? Number.NaN,
      lcpMs: metric('largest-contentful-paint'),
      fcpMs: metric('first-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
    };
  } finally {
    await chrome.kill();
  }
}
