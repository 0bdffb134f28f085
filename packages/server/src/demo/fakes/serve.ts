// Runs the fake Shopify, ShopBase and WooCommerce servers and the fake PayPal on their own (the
// end-to-end run starts this process): prints one JSON line with the API's environment variables
// for them, then serves until it is stopped.
import { fakePayPalEnv, startFakePayPal } from '../../payments/fakePayPal';
import { startFakePlatforms } from './index';

const [fakes, paypal] = await Promise.all([startFakePlatforms(), startFakePayPal()]);
process.stdout.write(`${JSON.stringify({ ...fakes.env(), ...fakePayPalEnv(paypal) })}\n`);

const stop = () => {
  void Promise.all([fakes.close(), paypal.close()]).then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
