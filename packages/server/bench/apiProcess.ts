// One API process of the million-orders bench's HTTP phase (bench/millionOrders.ts starts
// --processes of them on one PostgreSQL, as API processes behind a load balancer, so the bench's
// clients are not timed on the API's own event loop): it sends its address to the bench, answers
// 'cpu' with the CPU time it has used, and stops when the bench lets go of it.
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
process.on('message', (message) => {
  if (message === 'cpu') process.send!({ cpu: process.cpuUsage() });
});
process.on('disconnect', () => void server.close().then(() => process.exit(0)));
