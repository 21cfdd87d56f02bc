/**
 * Peak memory of this process while `fn` runs: RSS from the kernel's own high-water mark
 * (`maxRSS`, exact, but only ever grows over the process's life) and heap used, sampled every
 * `everyMs` (a sample can miss a spike shorter than that, or one inside a long synchronous task).
 */
export async function withPeakMemory<T>(
  fn: () => Promise<T>,
  everyMs = 10,
): Promise<{ value: T; rssBefore: number; rssPeak: number; heapBefore: number; heapPeak: number }> {
  const rssBefore = process.memoryUsage().rss;
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  let rssSampled = rssBefore;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    heapPeak = Math.max(heapPeak, m.heapUsed);
    rssSampled = Math.max(rssSampled, m.rss);
  }, everyMs);
  try {
    const value = await fn();
    const m = process.memoryUsage();
    heapPeak = Math.max(heapPeak, m.heapUsed);
    return {
      value,
      rssBefore,
      rssPeak: Math.max(rssSampled, process.resourceUsage().maxRSS * 1024),
      heapBefore,
      heapPeak,
    };
  } finally {
    clearInterval(timer);
  }
}

/** Collects garbage when node runs with --expose-gc, so "before" figures start clean. */
export function collect(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
