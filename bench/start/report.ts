import { median, mib, ms, table } from '../lib/stats';
import type { StartResult } from './main';

/** The start section of `npm run bench`'s report: each form's start, also as a multiple of the reference's. */
export function startReport(r: StartResult): string {
  const reference = r.measures[0]!;
  const ratio = (a: number, b: number) => (a / b).toFixed(1);
  return [
    `\n## Server start on existing PGlite data — spawn → first 200 from /api/health (${r.runs} runs, ms; ` +
      `goal ≤ ${r.goalMs} ms)\n`,
    table(
      ['form', 'wall min', 'wall median', '÷ reference (min / median)', 'CPU min', 'CPU median', 'peak RSS'],
      r.measures.map((m) => [
        m.label,
        ms(Math.min(...m.times)),
        ms(median(m.times)),
        `${ratio(Math.min(...m.times), Math.min(...reference.times))} / ${ratio(median(m.times), median(reference.times))}`,
        ms(Math.min(...m.cpu)),
        ms(median(m.cpu)),
        mib(median(m.rss)),
      ]),
    ),
  ].join('\n');
}
