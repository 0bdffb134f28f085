// Runs the fake Shopify, ShopBase and WooCommerce servers on their own (the end-to-end run starts
// this process): prints one JSON line with the API's environment variables for them, then serves
// until it is stopped.
import { startFakePlatforms } from './index';

const fakes = await startFakePlatforms();
process.stdout.write(`${JSON.stringify(fakes.env())}\n`);

const stop = () => {
  void fakes.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
