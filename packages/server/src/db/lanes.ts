import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Who is waiting on a statement of the embedded database. PGlite runs one statement (or one
 * transaction) at a time, first come first served: during a burst of 1,000 shop webhooks a
 * signed-in page's six statements each queued behind dozens of deliveries' and jobs' statements
 * (3.2 s at p95 on a loaded machine, issue 26's budget being 200 ms). Statements started by a
 * person's request go first; everything else (jobs, webhooks, the order API, sweeps, pg-boss's own
 * polling) waits for them, never longer than BACKGROUND_MAX_WAIT_MS while people keep asking.
 *
 * PostgreSQL needs none of this: its pool runs statements side by side.
 */
export type Lane = 'interactive' | 'background';

const lanes = new AsyncLocalStorage<Lane>();

/**
 * Whether a gate orders statements in this process (the embedded database's). Until one does,
 * lanes are not kept: Node 20's AsyncLocalStorage, once run, hooks every promise the process makes
 * for good, and on PostgreSQL that was CPU spent on each of a request's hundreds of promises for
 * nothing (issue 29).
 */
let gated = false;

/** Runs `work` (and everything it awaits or schedules) in `lane`. */
export function runInLane<T>(lane: Lane, work: () => T): T {
  return gated ? lanes.run(lane, work) : work();
}

/** The lane of the code running now: background unless a person's request said otherwise. */
export function currentLane(): Lane {
  return lanes.getStore() ?? 'background';
}

/** A background statement passed over this long goes next anyway, so people cannot starve work. */
export const BACKGROUND_MAX_WAIT_MS = 250;

interface Waiter {
  go: () => void;
  since: number;
}

/** One statement or transaction at a time; the interactive lane first. */
export class LaneGate {
  #busy = false;
  readonly #waiting: Record<Lane, Waiter[]> = { interactive: [], background: [] };

  constructor() {
    gated = true;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#busy) {
      await new Promise<void>((go) =>
        this.#waiting[currentLane()].push({ go, since: performance.now() }),
      );
    } else {
      this.#busy = true;
    }
    try {
      return await work();
    } finally {
      this.#next();
    }
  }

  #next() {
    const { interactive, background } = this.#waiting;
    if (interactive.length > 0 && !this.#overdue()) return interactive.shift()!.go();
    if (background.length === 0) {
      this.#busy = false;
      return;
    }
    // Background next: first let the event loop take what has arrived (a person's request reads
    // its body and asks for its statements meanwhile). PGlite answers through promises only, so
    // without this turn queued background statements ran back to back in one turn of the loop,
    // for a second and more during a webhook burst, and no request was even read.
    setImmediate(() => {
      const next = this.#overdue()
        ? background.shift()
        : (interactive.shift() ?? background.shift());
      if (next) next.go();
      else this.#busy = false;
    });
  }

  #overdue(): boolean {
    const oldest = this.#waiting.background[0];
    return oldest !== undefined && performance.now() - oldest.since > BACKGROUND_MAX_WAIT_MS;
  }
}

/** The PGlite calls that take its lock; each goes through the gate first. */
const GATED = new Set<PropertyKey>(['query', 'exec', 'transaction', 'sql']);

/**
 * The client with its statements ordered by lane. PGlite's methods read private fields, so they
 * are called on the client itself, never on the proxy.
 */
export function laneOrdered(client: PGlite, gate = new LaneGate()): PGlite {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      return GATED.has(property)
        ? (...args: unknown[]) => gate.run(async () => method(...args))
        : method;
    },
  });
}
