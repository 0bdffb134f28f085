// Runs the fake Shopify, ShopBase and WooCommerce servers, the fake PayPal and the fake partner
// fulfillment API on their own (the end-to-end run starts this process): prints one JSON line with
// the API's environment variables for them, then serves until it is stopped.
import { fakePayPalEnv, startFakePayPal } from '../../payments/fakePayPal';
import { startFakePlatforms } from './index';
import { fakePartnerEnv, startFakePartner } from './partner';

const [fakes, paypal, partner] = await Promise.all([
  startFakePlatforms(),
  startFakePayPal(),
  startFakePartner(),
]);
process.stdout.write(
  `${JSON.stringify({ ...fakes.env(), ...fakePayPalEnv(paypal), ...fakePartnerEnv(partner) })}\n`,
);

const stop = () => {
  void Promise.all([fakes.close(), paypal.close(), partner.close()]).then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
