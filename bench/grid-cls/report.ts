import { table } from '../lib/stats';
import type { GridClsResult } from './main';

/** The grid-cls section of `npm run bench`'s report: CLS as is (unitless), time to rows ÷ health. */
export function gridClsReport(g: GridClsResult): string {
  return [
    `\n## My-area grid layout shift — ${g.path} as agenzia, built client served by our server, Chromium ${g.chromium}, ` +
      `empty cache (${g.runs} runs; CLS = sum of layout shifts without recent input until the rows are shown + 1 s)\n`,
    table(
      ['viewport', 'CLS min', 'CLS median', 'rows shown ÷ /api/health (min)', '(median)'],
      g.viewports.map((v) => [
        `${v.viewport} ${v.width}×${v.height}`,
        v.min.cls.toFixed(3),
        v.median.cls.toFixed(3),
        (v.min.rowsShownMs / v.min.healthMs).toFixed(0),
        (v.median.rowsShownMs / v.median.healthMs).toFixed(0),
      ]),
    ),
  ].join('\n');
}
