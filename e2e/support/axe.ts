import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect } from './test.ts';

// axe-core injected into the page (docs/accessibility.md): the WCAG 2.0/2.1 A and AA
// rules; a critical or serious finding fails, each printed with its rule, targets and summary.
// Evaluated through the DevTools protocol, which the page's policy does not govern:
// `addScriptTag` would add an inline <script>, which the policy refuses (docs/security.md).
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['critical', 'serious']);

type Node = { target: unknown[]; failureSummary?: string };
type Violation = { id: string; impact: string | null; help: string; nodes: Node[] };

/**
 * Waits until the screen is still: no spinner or skeleton, and no finite animation running
 * (an overlay fading in has a low-contrast moment a person never reads).
 */
export async function settle(page: Page) {
  // `data-skeleton`: the console's plain skeleton (lib/plain-skeleton.tsx), drawn like antd's.
  await expect(
    page.locator('.ant-spin-spinning, .ant-skeleton-active, [data-skeleton]'),
  ).toHaveCount(0, { timeout: 20_000 });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** One finding per line: where, rule, impact, elements and what axe says to fix. */
function describe(where: string, violations: Violation[]) {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where} | ${violation.impact} ${violation.id} (${violation.help}) | ` +
        `${JSON.stringify(node.target)} | ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
    ),
  );
}

/**
 * axe's WCAG tags leave out "one h1" and "one main" (best-practice rules of moderate impact);
 * docs/accessibility.md asks for both on every page, so they are checked here.
 */
async function structure(page: Page, where: string): Promise<string[]> {
  const counts = await page.evaluate(() => ({
    h1: document.querySelectorAll('h1').length,
    main: document.querySelectorAll('main, [role="main"]').length,
  }));
  return [
    ...(counts.h1 === 1 ? [] : [`${where} | page has ${counts.h1} h1 headings, not 1`]),
    ...(counts.main === 1 ? [] : [`${where} | page has ${counts.main} main landmarks, not 1`]),
  ];
}

/** Runs axe on the whole document and answers the critical and serious findings as text. */
export async function axeFindings(page: Page, where: string): Promise<string[]> {
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (values) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, { runOnly: { type: 'tag', values } })) as {
      violations: Violation[];
    };
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  }, TAGS);
  return [
    ...describe(
      where,
      violations.filter((violation) => BLOCKING.has(violation.impact ?? '')),
    ),
    ...(await structure(page, where)),
  ];
}

const luminance = (rgb: number[]) => {
  const [r, g, b] = rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

/** Contrast against white of the first colour of a CSS box-shadow, blended over white. */
export function haloContrast(boxShadow: string): number {
  const match = /rgba?\(([^)]+)\)/.exec(boxShadow);
  if (!match) return 1;
  const [r = 0, g = 0, b = 0, alpha = 1] = match[1]!
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  const blended = [r, g, b].map((channel) => channel * alpha + 255 * (1 - alpha));
  return 1.05 / (luminance(blended) + 0.05);
}
