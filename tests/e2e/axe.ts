import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The rules every e2e axe check runs: WCAG 2.0 and 2.1, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits until the page has settled: no CSS transition running (a dialog fading in would be measured
 * half transparent) and no busy region (`aria-busy="true"`, a grid or a form still loading).
 */
export async function settle(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === 'running')
              .length + document.querySelectorAll('[aria-busy="true"]').length,
        ),
      { timeout: 15_000 },
    )
    .toBe(0);
}

/** axe's heading rules (best practices, moderate): a level-one heading, levels going down one by one. */
export const HEADING_RULES = ['page-has-heading-one', 'heading-order'];

/**
 * The critical and serious axe findings (WCAG 2.1 A/AA) on the page as it is now, or only inside
 * `include` (selectors, e.g. the open dialogs: the page behind a modal is under its backdrop), one
 * line per element: `rule: target (summary)`. `rules` adds rules outside those tags (e.g.
 * HEADING_RULES), whose findings count at any impact. Waits for the page to settle first.
 *
 * @example expect(await axeFindings(page), 'axe on /login').toEqual([])
 */
export async function axeFindings(
  page: Page,
  include: readonly string[] = [],
  rules: readonly string[] = [],
): Promise<string[]> {
  await settle(page);
  // options() replaces what withTags sets, so it comes first.
  const axe = new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(rules.map((id) => [id, { enabled: true }])) })
    .withTags(AXE_TAGS);
  for (const selector of include) axe.include(selector);
  const { violations } = await axe.analyze();
  return formatted(
    violations.filter((v) => v.impact === 'critical' || v.impact === 'serious' || rules.includes(v.id)),
  );
}

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

function formatted(violations: Violations): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id}: ${n.target.join(' ')} (${(n.failureSummary ?? v.help).replace(/\s*\n\s*/g, ' ').trim()})`,
    ),
  );
}

/** Fails with every critical and serious finding (see axeFindings) on `state`. */
export async function expectAxeClean(
  page: Page,
  state: string,
  include: readonly string[] = [],
): Promise<void> {
  expect(await axeFindings(page, include), `axe on ${state}`).toEqual([]);
}
