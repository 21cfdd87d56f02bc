import { performance } from 'node:perf_hooks';
import { XSS_CORPUS } from '../../engine/core/html/xssCorpus';
import { hashPassword } from '../../server/auth/passwords';
import { weakPasswordFeedback } from '../../server/auth/passwordStrength';
import { PACCHETTI } from '../../server/db/seed/catalogoPacchetti';
import { sanitizeHtml } from '../../server/domain/catalogo/sanitizeHtml';
import { args, log, writeResult } from '../lib/cli';
import { median } from '../lib/stats';

export interface GuardMeasure {
  label: string;
  /** Input length in characters. */
  length: number;
  minMs: number;
  medianMs: number;
  /**
   * Reference in the same run (min, ms): for HTML one regex pass escaping `<` over the same input; for a
   * password the scrypt hash of it, which every password change computes next to the estimate.
   */
  referenceMs: number;
}

export interface GrowthMeasure {
  unit: string;
  /** Time on 512 kB ÷ time on 128 kB (min of the runs): 4 is linear, 16 quadratic. */
  ratio: number;
}

export interface InputGuardsResult {
  runs: number;
  sanitize: GuardMeasure[];
  growth: GrowthMeasure[];
  passwords: GuardMeasure[];
}

const MB = 1_000_000;
const fill = (unit: string, length = MB) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

function times(run: () => unknown, runs: number): number[] {
  run();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run();
    out.push(performance.now() - start);
  }
  return out;
}

function measure(label: string, input: string, run: (s: string) => unknown, runs: number, reference: number) {
  const all = times(() => run(input), runs);
  return {
    label,
    length: input.length,
    minMs: Math.min(...all),
    medianMs: median(all),
    referenceMs: reference,
  } satisfies GuardMeasure;
}

/**
 * `tsx bench/input-guards/main.ts [--runs 5]`: the two functions that take untrusted text of any length
 * on a request's path (catalogue HTML sanitising, the password strength estimate), on the inputs that made
 * their earlier versions quadratic. Every time is set against a regex pass over the same input.
 */
async function timesAsync(run: () => Promise<unknown>, runs: number): Promise<number[]> {
  await run();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    out.push(performance.now() - start);
  }
  return out;
}

async function main() {
  const runs = args().int('runs', 5);
  const catalogue = PACCHETTI.map((p) => `<h4>${p.nome}</h4>${p.sintetica}${p.estesa}`).join('');
  const shapes: Array<[string, string]> = [
    // Whole descriptions repeated, so the markup stays well formed (a cut tag or the corpus' unclosed
    // ones repeated would trip the depth guard, and the figure would time an abort).
    ['1 MB of catalogue descriptions', catalogue.repeat(Math.ceil(MB / catalogue.length))],
    ['the XSS corpus', XSS_CORPUS.join('\n')],
    ["'<a' × 40,000", '<a'.repeat(40_000)],
    ...['<a', '<b>', 'x<div>', '<a href="', '<!--', '<script>'].map((unit): [string, string] => [
      `1 MB of '${unit}'`,
      fill(unit),
    ]),
    ['one tag with 1 MB of attributes', `<p ${fill('a="x" ', MB - 4)}>`],
  ];
  const sanitize = shapes.map(([label, input]) => {
    log(`sanitize: ${label}`);
    if (label.startsWith('1 MB of catalogue') && sanitizeHtml(input).length < input.length / 2)
      throw new Error('the catalogue input was not cleaned but refused: the figure would time an abort');
    const reference = Math.min(...times(() => input.replace(/</g, '&lt;'), runs));
    return measure(label, input, sanitizeHtml, runs, reference);
  });
  const growth = ['<b></b>', '<', '&#x6a;'].map((unit) => {
    const small = Math.min(...times(() => sanitizeHtml(fill(unit, MB / 8)), runs));
    const large = Math.min(...times(() => sanitizeHtml(fill(unit, MB / 2)), runs));
    return { unit, ratio: large / Math.max(small, 0.001) };
  });
  weakPasswordFeedback('warm-up-the-dictionaries');
  const passwords: GuardMeasure[] = [];
  for (const length of [64, 256, 1000]) {
    for (const pattern of ['P4$$w0rd1!', '19/08/1990', 'p@$$w0rd', 'qwertyuiop']) {
      const password = fill(pattern, length);
      const reference = Math.min(...(await timesAsync(() => hashPassword(password), runs)));
      passwords.push(
        measure(`${pattern} to ${length} chars`, password, weakPasswordFeedback, runs, reference),
      );
    }
  }
  return writeResult('input-guards', { runs, sanitize, growth, passwords } satisfies InputGuardsResult);
}

main().then(
  (file) => log(`input-guards → ${file}`),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
