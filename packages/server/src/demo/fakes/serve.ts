// Runs the fake Shopify, ShopBase and WooCommerce servers, the fake PayPal, the fake partner
// fulfillment API and the fake tracking service on their own (the end-to-end run starts this
// process): prints one JSON line with the API's environment variables for them, then serves until
// it is stopped. The shop fakes' *_BASE_URL in that line are also where a journey reads what they
// recorded (GET {url}/__recorded/fulfilments or /notes, server.ts's RecordedViews).
import { fakePayPalEnv, startFakePayPal } from '../../payments/fakePayPal';
import { startFakePlatforms } from './index';
import { fakePartnerEnv, startFakePartner } from './partner';
import { fakeTrackingMoreEnv, startFakeTrackingMore } from './trackingMore';

const [fakes, paypal, partner, trackingMore] = await Promise.all([
  startFakePlatforms(),
  startFakePayPal(),
  startFakePartner(),
  // Any API key (the one an Administrator saves on /admin/tracking); a status every 10 minutes.
  startFakeTrackingMore(),
]);
process.stdout.write(
  `${JSON.stringify({
    ...fakes.env(),
    ...fakePayPalEnv(paypal),
    ...fakePartnerEnv(partner),
    ...fakeTrackingMoreEnv(trackingMore),
  })}\n`,
);

const stop = () => {
  void Promise.all([fakes.close(), paypal.close(), partner.close(), trackingMore.close()]).then(
    () => process.exit(0),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
