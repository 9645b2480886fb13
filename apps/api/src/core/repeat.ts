/** Background work this process runs again and again until it stops. */
export interface Repeating {
  start: () => void;
  /** Stops the repeats and waits for the round in flight. */
  stop: () => Promise<void>;
}

/**
 * Runs `round` at once and again `periodMs` after each round ends, until stopped: rounds never
 * overlap, and a failed round is reported to `failed` while the next one runs as planned.
 */
export function repeatEvery(
  periodMs: number,
  round: () => Promise<unknown>,
  failed: (error: unknown) => void,
): Repeating {
  let running: Promise<void> | undefined;
  let stopping = false;
  let wake: (() => void) | undefined;

  async function loop(): Promise<void> {
    while (!stopping) {
      await round().catch(failed);
      if (stopping) return;
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, periodMs).unref();
      });
    }
  }

  return {
    start: () => {
      running ??= loop();
    },
    stop: async () => {
      stopping = true;
      wake?.();
      await running;
    },
  };
}
