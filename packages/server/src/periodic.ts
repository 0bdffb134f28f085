import { unexpectedErrorLine } from './errorLog';

export interface Periodic {
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

/**
 * Runs `work` at start and then every `intervalMs`, one run at a time; a failed run is logged
 * (`what` names it) and the next one tries again. For housekeeping that several API processes may
 * do together harmlessly (deleting twice deletes nothing more).
 */
export function startPeriodic(
  what: string,
  work: () => Promise<unknown>,
  intervalMs: number,
): Periodic {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= work()
      .then(
        () => undefined,
        (e: unknown) => console.error(`${what} failed: ${unexpectedErrorLine(e)}`),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, 0);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
