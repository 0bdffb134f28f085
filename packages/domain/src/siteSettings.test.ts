import {
  DEFAULT_ORDER_HOLD_HOURS,
  MESSAGES,
  ORDER_RECEIVED_DELAYS,
  SITE_SETTINGS_DEFAULTS,
  SITE_SETTING_MESSAGES,
  SITE_SETTING_NAMES,
  canManageSites,
  firstValidationError,
  hasSiteApiKey,
  isOnlineSite,
  isSiteSettingName,
  orderHoldHours,
  orderReleaseTime,
  siteSettingRowSchema,
  siteSettingsFromRows,
  siteSettingsSchema,
  siteSettingsToRows,
  type Role,
} from './index';

const as = (...roles: Role[]) => ({ roles: roles.map((name) => ({ name })) });

describe('site setting names and constants (spec 1 §3, §9)', () => {
  it('has the eight settings of spec 1 §3', () => {
    expect(SITE_SETTING_NAMES).toEqual([
      'order_received_enable',
      'order_received_after',
      'order_received_message',
      'order_producing_enable',
      'order_producing_message',
      'order_shipping_enable',
      'order_shipping_message',
      'fulfill_role',
    ]);
    expect(isSiteSettingName('fulfill_role')).toBe(true);
    expect(isSiteSettingName('order_cancelled_enable')).toBe(false);
  });

  it('offers an Order received delay of 1, 2 or 3 days and holds orders 24 hours', () => {
    expect(ORDER_RECEIVED_DELAYS).toEqual([1, 2, 3]);
    expect(DEFAULT_ORDER_HOLD_HOURS).toBe(24);
  });

  it('lets Administrator and Seller reach site settings, nobody else', () => {
    expect(canManageSites(as('Administrator'))).toBe(true);
    expect(canManageSites(as('Seller'))).toBe(true);
    for (const role of ['Supplier', 'Supporter', 'Listing', 'Accounting'] as const) {
      expect(canManageSites(as(role))).toBe(false);
    }
  });
});

describe('Fulfill role (spec 1 §4)', () => {
  it('removes the default 24-hour hold after payment', () => {
    expect(orderHoldHours(false)).toBe(24);
    expect(orderHoldHours(true)).toBe(0);
    const paid = new Date('2026-03-01T10:00:00Z');
    expect(orderReleaseTime(paid, false).toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(orderReleaseTime(paid, true).toISOString()).toBe('2026-03-01T10:00:00.000Z');
  });
});

describe('online and offline sites (spec 1 §2 Generate Api key)', () => {
  it('gives an API key to offline sites only', () => {
    expect(hasSiteApiKey({ type: 'online', platform: 'shopify' })).toBe(false);
    expect(hasSiteApiKey({ type: 'offline', platform: 'api' })).toBe(true);
    expect(hasSiteApiKey({ type: 'offline', platform: 'import' })).toBe(true);
  });

  it('reads the platform when a site has no type', () => {
    for (const platform of ['shopify', 'woocommerce', 'shopbase']) {
      expect(isOnlineSite({ type: null, platform })).toBe(true);
    }
    expect(isOnlineSite({ type: null, platform: 'api' })).toBe(false);
    expect(isOnlineSite({ platform: 'import' })).toBe(false);
  });
});

describe('siteSettingsSchema', () => {
  it('accepts the defaults', async () => {
    expect(await firstValidationError(siteSettingsSchema, SITE_SETTINGS_DEFAULTS)).toBeNull();
  });

  it.each([0, 4, 1.5, 'two'])('refuses an Order received delay of %p', async (after) => {
    expect(
      await firstValidationError(siteSettingsSchema, {
        ...SITE_SETTINGS_DEFAULTS,
        order_received_after: after,
      }),
    ).toBe(SITE_SETTING_MESSAGES.delayInvalid);
  });

  it.each(ORDER_RECEIVED_DELAYS)('accepts a delay of %i days', async (after) => {
    expect(
      await firstValidationError(siteSettingsSchema, {
        ...SITE_SETTINGS_DEFAULTS,
        order_received_after: after,
      }),
    ).toBeNull();
  });

  it.each([
    ['order_received_enable', 'order_received_message'],
    ['order_producing_enable', 'order_producing_message'],
    ['order_shipping_enable', 'order_shipping_message'],
  ])('asks for a message once %s is on', async (enable, message) => {
    const values = { ...SITE_SETTINGS_DEFAULTS, [enable]: true, [message]: '   ' };
    expect(await firstValidationError(siteSettingsSchema, values)).toBe(
      MESSAGES.mailMessageRequired,
    );
    expect(
      await firstValidationError(siteSettingsSchema, { ...values, [message]: 'Thanks!' }),
    ).toBeNull();
  });

  it('keeps an empty message of a switched-off mail', async () => {
    expect(
      await firstValidationError(siteSettingsSchema, {
        ...SITE_SETTINGS_DEFAULTS,
        order_shipping_message: '',
      }),
    ).toBeNull();
  });

  it('limits the length of a message', async () => {
    expect(
      await firstValidationError(siteSettingsSchema, {
        ...SITE_SETTINGS_DEFAULTS,
        order_producing_message: 'x'.repeat(5001),
      }),
    ).toBe(SITE_SETTING_MESSAGES.messageMax);
  });

  it('reports the first problem in screen order', async () => {
    expect(
      await firstValidationError(siteSettingsSchema, {
        ...SITE_SETTINGS_DEFAULTS,
        order_shipping_enable: true,
        order_received_after: 9,
      }),
    ).toBe(SITE_SETTING_MESSAGES.delayInvalid);
  });
});

describe('siteSettingRowSchema (createSiteSetting)', () => {
  const row = (name: string, value: string) => ({ site_id: '3', name, value });

  it('refuses an unknown setting name', async () => {
    expect(await firstValidationError(siteSettingRowSchema, row('order_lost_enable', 'true'))).toBe(
      SITE_SETTING_MESSAGES.unknownName,
    );
  });

  it.each([
    ['fulfill_role', 'yes', SITE_SETTING_MESSAGES.flagInvalid],
    ['order_shipping_enable', '1', SITE_SETTING_MESSAGES.flagInvalid],
    ['order_received_after', '4', SITE_SETTING_MESSAGES.delayInvalid],
    ['order_received_after', '0', SITE_SETTING_MESSAGES.delayInvalid],
    ['order_received_message', 'x'.repeat(5001), SITE_SETTING_MESSAGES.messageMax],
  ])('refuses a bad value of %s', async (name, value, message) => {
    expect(await firstValidationError(siteSettingRowSchema, row(name, value))).toBe(message);
  });

  it.each([
    ['fulfill_role', 'true'],
    ['order_producing_enable', 'false'],
    ['order_received_after', '3'],
    ['order_shipping_message', 'On its way!'],
    ['order_shipping_message', ''],
  ])('accepts %s = %p', async (name, value) => {
    expect(await firstValidationError(siteSettingRowSchema, row(name, value))).toBeNull();
  });
});

describe('rows and values', () => {
  it('fills what a site has not set with the defaults', () => {
    expect(siteSettingsFromRows([])).toEqual(SITE_SETTINGS_DEFAULTS);
  });

  it('reads typed values back from text rows, skipping unknown or unreadable ones', () => {
    expect(
      siteSettingsFromRows([
        { name: 'order_received_enable', value: 'true' },
        { name: 'order_received_after', value: '3' },
        { name: 'order_received_message', value: 'We got it' },
        { name: 'fulfill_role', value: 'true' },
        { name: 'order_shipping_enable', value: 'maybe' },
        { name: 'order_producing_message', value: null },
        { name: 'legacy_setting', value: 'x' },
      ]),
    ).toEqual({
      ...SITE_SETTINGS_DEFAULTS,
      order_received_enable: true,
      order_received_after: 3,
      order_received_message: 'We got it',
      fulfill_role: true,
    });
  });

  it('writes one text row per setting and reads the same values back', () => {
    const values = {
      ...SITE_SETTINGS_DEFAULTS,
      order_producing_enable: true,
      order_producing_message: 'In production',
      order_received_after: 2 as const,
    };
    const rows = siteSettingsToRows(values);
    expect(rows.map((r) => r.name)).toEqual([...SITE_SETTING_NAMES]);
    expect(rows.find((r) => r.name === 'order_received_after')?.value).toBe('2');
    expect(siteSettingsFromRows(rows)).toEqual(values);
  });
});
