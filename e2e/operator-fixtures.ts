import type { SessionUser } from '@fabric-store/shared';
import type { Browser, Page } from '@playwright/test';
import { axeViolations, violationLines } from './axe';
import { signIn } from './fixtures';

/** The operator the demo seed makes. */
export const OPERATOR = { email: 'admin@fabric-store.example', password: 'fabric-demo-1' };

/** Axe's findings on the page, or only in one part of it (a CSS selector), each as "label: rule at node". */
export const axeProblems = async (page: Page, label: string, part?: string): Promise<string[]> =>
  violationLines(await axeViolations(page, part), label);

/** A page of its own (own storage, own session) for one user, as if on their own device. */
export async function pageOf(browser: Browser, user: SessionUser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(page, user);
  return page;
}
