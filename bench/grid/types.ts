export interface GridRunOptions {
  rows: number;
  pageSize: number;
  /** Frames of continuous scrolling measured, and pixels scrolled per frame. */
  scrollFrames: number;
  scrollStep: number;
}

/** Milliseconds, each until the change has been painted. */
export interface GridRunResult {
  generate: number;
  firstRender: number;
  sortText: number;
  sortNumber: number;
  group: number;
  /** Only when every row is on one page (virtual scroll). */
  scroll: { jump: number; frameMean: number; frameP95: number; frameMax: number } | null;
}

declare global {
  interface Window {
    gridBench: { run(opts: GridRunOptions): Promise<GridRunResult> };
  }
}
