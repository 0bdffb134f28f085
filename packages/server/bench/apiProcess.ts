// One API process of the million-orders bench's HTTP phase (bench/millionOrders.ts --processes N
// starts N of them on one PostgreSQL, as API processes behind a load balancer): it sends its
// address to the bench and stops when the bench lets go of it.
import { startServer } from '../src';

const server = await startServer({
  port: 0,
  quiet: true,
  dataDir: process.env.BENCH_DATA_DIR!,
  databaseUrl: process.env.DATABASE_URL,
  jwtSecret: process.env.JWT_SECRET,
  seedDemo: false,
});
process.send!(server.url);
process.on('disconnect', () => void server.close().then(() => process.exit(0)));
