import type { Page } from '@playwright/test';

/** How long a page has to draw one frame, and how long it has to answer at all. */
const FRAME_WAIT_MS = 2000;
const ANSWER_WAIT_MS = 3000;

/**
 * Whether a page still draws frames and answers, said in one line for a failed journey's report. A click
 * waits for two frames in which its button stays put; in a page that stopped drawing, it waits out the
 * journey's timeout with nothing in its log to say why, and its failure screenshot never comes.
 */
export async function pageAtFailure(page: Page): Promise<string> {
  const drawn = page
    .evaluate(
      (wait) =>
        new Promise<string>((resolve) => {
          requestAnimationFrame(() => resolve(`draws frames (${document.visibilityState})`));
          setTimeout(() => resolve(`drew no frame in ${wait} ms (${document.visibilityState})`), wait);
        }),
      FRAME_WAIT_MS,
    )
    .catch((error: Error) => `could not be asked: ${error.message.split('\n')[0]}`);
  const silent = new Promise<string>((resolve) =>
    setTimeout(() => resolve(`did not answer in ${ANSWER_WAIT_MS} ms: its main thread is busy`), ANSWER_WAIT_MS),
  );
  return `${page.url()} ${await Promise.race([drawn, silent])}`;
}
