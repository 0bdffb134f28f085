// npm run check:rollups: recomputes every orders rollup (order_status_counts, order_day_counts,
// order_slice_counts, supplier_day_counts, supplier_month_counts) from the orders of the database
// the server would use (DATABASE_URL, else the embedded one in DATA_DIR, which must not be open in
// a running server) and prints each difference. Exits 1 when there is one: the triggers of
// migrations 0009, 0017, 0021 and 0023 missed a write.
import { configFromEnv } from './config';
import { openDatabase } from './db/client';
import { checkRollups } from './orders/rollups';

const config = configFromEnv();
const database = await openDatabase(config, async () => undefined);
try {
  const differences = await checkRollups(database.db);
  for (const d of differences) {
    console.log(
      `${d.rollup} ${d.key}: kept ${d.kept.n} (${d.kept.cents ?? 0} cents), counted ${d.counted.n} (${d.counted.cents ?? 0} cents)`,
    );
  }
  console.log(
    differences.length === 0
      ? `The rollups match the orders (${database.kind}).`
      : `${differences.length} differences between the rollups and the orders.`,
  );
  process.exitCode = differences.length === 0 ? 0 : 1;
} finally {
  await database.close();
}
