/**
 * How long a locator waits for its element. CI shares a 2-core machine with its neighbours, and there a
 * first signed-in screen once took over 15 s (stop 36), so CI waits twice as long.
 */
export const LOCATOR_WAIT_MS = process.env.CI ? 30_000 : 15_000;
