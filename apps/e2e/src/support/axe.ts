import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result as Violation, RunOptions } from 'axe-core';

// axe-core itself, put into the page once per document and run there. Its Playwright wrapper
// (`AxeBuilder.analyze`) evaluates the 550 kB script again on every call and finishes each run in
// a new blank page: 5 to 7 s per check on a loaded 2-core machine against 0.3 to 0.7 s for
// `axe.run`, and the accessibility walk makes 144 checks.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
// Only violations are read: axe need not detail every passing node.
const runOptions: RunOptions = { resultTypes: ['violations'] };

type WithAxe = { axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };

/** axe in every frame that has none yet (a dialog's preview is a frame), then run from the top. */
async function analyze(page: Page): Promise<AxeResults> {
  for (const frame of page.frames()) {
    try {
      const present = await frame.evaluate(() => typeof (window as WithAxe).axe !== 'undefined');
      if (!present) await frame.evaluate(axeSource);
    } catch {
      // A frame that cannot be scripted (the browser's PDF viewer, another origin) is left out,
      // as axe's own Playwright runner leaves it.
    }
  }
  return page.evaluate((options) => (window as WithAxe).axe!.run(document, options), runOptions);
}

/** The widths every page is checked at: the desktop layout and the narrowest phone (docs/product.md, Limits). */
export const a11yViewports = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
] as const;

/** One line per offending element: width, rule id, impact, what the rule wants, and where. */
export function describeViolations(width: number, violations: readonly Violation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${width} px · ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} → ` +
        node.target.map((part) => (Array.isArray(part) ? part.join(' >> ') : part)).join(' >> '),
    ),
  );
}

// Waits for the layout to settle after a resize: two frames, then every finite animation or
// transition done (spinners turn forever and are left alone). Motion is reduced for the check
// anyway, so a fading dialog or toast is not measured half transparent.
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .every((animation) => animation.playState !== 'running'),
  );
}

/**
 * axe on the page as it is now, at 1280 px and at 360 px, every rule of any impact. Fails with one
 * readable line per violation (rule id, impact, target) and puts the viewport back afterwards.
 */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const original = page.viewportSize();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const found: string[] = [];
  try {
    for (const viewport of a11yViewports) {
      await page.setViewportSize(viewport);
      await settle(page);
      const results = await analyze(page);
      found.push(...describeViolations(viewport.width, results.violations));
    }
  } finally {
    if (original) await page.setViewportSize(original);
    await page.emulateMedia({ reducedMotion: null });
  }
  expect(found, `axe violations on ${what}`).toEqual([]);
}
