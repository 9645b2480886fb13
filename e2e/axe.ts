import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * axe-core run in the page itself, every rule it runs by default, asking only for the violations in full.
 * The AxeBuilder of @axe-core/playwright took 1.5 to 4 s a screen on this machine, 0.2 to 0.7 s of it
 * axe's own work: the rest was a blank page it opens to merge results across frames (the store has no
 * frames) and every passing and inapplicable check shipped back in full.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
}

/**
 * A toast on its way out (closed, or its time up): its text fades through colours fainter than it is ever
 * shown in, which axe would read as too little contrast when it happens to look then.
 */
const LEAVING_TOASTS = '.Toastify__toast[class*="-exit--"]';

/** What axe finds on the page as it is now, or only inside `part` (a CSS selector), leaving toasts aside. */
export async function axeViolations(page: Page, part?: string): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ part, leaving }) => {
      const axe = (window as unknown as { axe: AxeRunner }).axe;
      const context = { include: part ? [part] : [document], exclude: [leaving] };
      const { violations } = await axe.run(context, { resultTypes: ['violations'] });
      return violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact: impact ?? null,
        help,
        nodes: nodes.map(({ target, failureSummary }) => ({
          target: target.map(String),
          failureSummary: failureSummary ?? '',
        })),
      }));
    },
    { part, leaving: LEAVING_TOASTS },
  );
}

/** One line per violation and element: the rule, where, and the first thing axe says to fix. */
export const violationLines = (violations: AxeViolation[], label = ''): string[] =>
  violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${label ? `${label}: ` : ''}${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary.split('\n')[1]?.trim() ?? violation.help}`,
    ),
  );

/** The part of axe-core's API the audit calls. */
interface AxeRunner {
  run(
    context: { include: (Document | string)[]; exclude: string[] },
    options: { resultTypes: string[] },
  ): Promise<{
    violations: {
      id: string;
      impact?: string | null;
      help: string;
      nodes: { target: unknown[]; failureSummary?: string }[];
    }[];
  }>;
}
