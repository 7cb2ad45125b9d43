import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA: what every page must pass. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeCheck {
  /** prefixed to each finding, so a failure names the page and state */
  label?: string;
  /** only this part of the page (e.g. '#main' when the frame around it was checked already) */
  include?: string;
  /** axe's best-practice rules too */
  bestPractice?: boolean;
}

/**
 * axe-core's findings on the page as it is now, one line each ("label rule: targets"); an empty
 * list means none. axe is put into the page once per document and run there. The site has no
 * iframes, so nothing needs axe's cross-frame merging; @axe-core/playwright's AxeBuilder injects
 * axe again on every call and opens a blank page to merge results, about 1.2 s a check on the
 * 2-core CI machine against 0.15 s this way, and the sweeps make hundreds of checks.
 */
export async function axeViolations(page: Page, { label, include, bestPractice = false }: AxeCheck = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: bestPractice ? [...wcagTags, 'best-practice'] : wcagTags },
    resultTypes: ['violations'],
  };
  const violations = await page.evaluate(
    async ({ include, options }) => {
      // Colours ease for 150 ms when the theme or a hover changes; axe measures the colours of the
      // moment, so a check made mid-transition would report contrast that no visitor sees at rest.
      // Only transitions: the skeleton's pulse is an endless animation.
      const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
      await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
      const axe = (window as unknown as { axe: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> } }).axe;
      const results = await axe.run(include ? { include: [include] } : document, options);
      return results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
    },
    { include: include ?? null, options },
  );
  return violations.map(({ id, targets }) => `${label ? `${label} ` : ''}${id}: ${targets.join(', ')}`);
}

/**
 * axe in the light theme, then in the dark one, on the page as it is: the site follows the system
 * setting live, so one load (with whatever the test opened) serves both themes.
 */
export async function axeInBothThemes(page: Page, check: AxeCheck = {}): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.waitForFunction((expected) => document.documentElement.dataset.theme === expected, theme);
    found.push(...(await axeViolations(page, { ...check, label: `${check.label ?? ''} (${theme})`.trim() })));
  }
  return found;
}
