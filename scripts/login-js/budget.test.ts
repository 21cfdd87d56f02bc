import { describe, expect, it } from 'vitest';
import { LOGIN_BUDGET, overBudget } from './budget';

const script = (name: string, gzipBytes: number) => ({ url: `http://x/assets/${name}.js`, gzipBytes });

describe('login page JavaScript budget', () => {
  it('passes a page within 180 KB gzip and 15 requests, limits included', () => {
    expect(overBudget([script('react', 100_000), script('index', 80_000)], LOGIN_BUDGET)).toEqual([]);
    expect(
      overBudget(
        Array.from({ length: 15 }, (_, i) => script(`c${i}`, 1000)),
        LOGIN_BUDGET,
      ),
    ).toEqual([]);
  });

  it('fails one byte past the size limit, naming the heaviest scripts', () => {
    const problems = overBudget([script('react', 100_000), script('index', 80_001)], LOGIN_BUDGET);
    expect(problems).toEqual([
      'JavaScript 180.0 KB gzip > 180.0 KB (heaviest: react.js 100.0 KB, index.js 80.0 KB)',
    ]);
  });

  it('fails past 15 script requests', () => {
    const problems = overBudget(
      Array.from({ length: 16 }, (_, i) => script(`c${i}`, 10)),
      LOGIN_BUDGET,
    );
    expect(problems).toEqual(['16 script requests > 15']);
  });
});
