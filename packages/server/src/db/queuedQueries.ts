import type pg from 'pg';

/**
 * Gives a pooled PostgreSQL connection its statements one at a time, each once the one before has
 * answered. A transaction holds one connection, and a request's reads inside it overlap (its
 * DataLoaders' batches, a Promise.all of an order's site, type and tracking); pg 8 queues them
 * itself but warns "Calling client.query() when the client is already executing a query is
 * deprecated", and pg 9 removes that queue. The order and the answers are the same as pg's queue
 * gave: statements run in the order they were asked for, and a failing one rejects only its own
 * promise (in a transaction PostgreSQL then refuses the rest, as before).
 * A connection used by one caller at a time (pool.query, a read outside a transaction) never
 * waits here: its statement goes straight to pg.
 */
export function queueQueries(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let pending = 0;
  let last: Promise<unknown> = Promise.resolve();
  client.query = function queued(...args: unknown[]) {
    // The callback and submittable forms (pool.query's, a cursor's) are pg's own to order.
    const [first] = args;
    if (
      typeof args[args.length - 1] === 'function' ||
      (typeof first === 'object' && first !== null && 'submit' in first)
    ) {
      return query(...args);
    }
    const run = () => query(...args) as Promise<unknown>;
    const result = pending === 0 ? run() : last.then(run, run);
    pending += 1;
    last = result.then(
      () => (pending -= 1),
      () => (pending -= 1),
    );
    return result;
  } as typeof client.query;
}
