/**
 * The direct-to-film partner's supplier account and partner fulfillment as the demo seeds them
 * (user id DTF_PARTNER_SUPPLIER_ID, 193). The domain is not a real partner: outside production
 * PARTNER_BASE_URL, or the demo's fake partner, serves it, and the fake accepts these credentials.
 * No @podoffice/domain import (the e2e run starts the fakes, which read this, with plain tsx): the
 * name is DTF_PARTNER_NAME, which test/partners.test.ts checks.
 */
export const DTF_PARTNER_DEMO = {
  email: 'dtf@colorecommerce.test',
  firstName: 'Color',
  lastName: 'Ecommerce',
  partner: {
    name: 'Color Ecommerce',
    domain: 'https://api.colorecommerce.example',
    apiKey: 'ce_live_5b7d21f9a4',
    apiSignature: 'ce_sig_8c3e6f0d2a71',
    printAreas: ['front', 'back', 'left_sleeve', 'right_sleeve'],
  },
} as const;

/**
 * The demo supplier's (supplier@podoffice.test) own partner fulfillment, which the demo's fake
 * partner serves too, so the variant grid has two partners to choose from.
 */
export const DEMO_SUPPLIER_PARTNER = {
  name: 'DTF Express',
  domain: 'https://api.dtf-express.example',
  apiKey: 'dtfx_live_4f9a2c71',
  apiSignature: 'sig_8d1e0b57c3',
  printAreas: ['front', 'back', 'left_sleeve'],
} as const;
