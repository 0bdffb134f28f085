import {
  APP_SETTING_NAMES,
  APP_SETTINGS_TABS,
  MAIL_TEMPLATE_KEYS,
  MESSAGES,
  NOTIFICATION_KEYS,
  SAVABLE_APP_SETTING_NAMES,
  SETTINGS_MESSAGES,
  TRACKING_SETTINGS,
  appSettingsInputSchema,
  canSeeOrderExports,
  exportEmailsSchema,
  firstValidationError,
  isLimitedToOwnExports,
  mailMessageSetting,
  mailSubjectSetting,
  MAIL_TEMPLATES,
  mailTemplateSchema,
  mailTemplateSchemaOf,
  mailTemplatesFormSchema,
  missingPlaceholder,
  notificationSetting,
  settingNamesOfTab,
  trackingSettingsSchema,
  type Role,
} from './index';

const as = (...roles: Role[]) => ({ roles: roles.map((name) => ({ name })) });

describe('app setting names', () => {
  it('keeps the spec keys seller_message, tracking_more_api_key and tracking_more_delay_time', () => {
    expect(APP_SETTING_NAMES).toEqual(
      expect.arrayContaining([
        'seller_message',
        'tracking_more_api_key',
        'tracking_more_delay_time',
      ]),
    );
  });

  it('has a subject and a message for each of the five mails and seven notifications', () => {
    expect(MAIL_TEMPLATE_KEYS).toHaveLength(5);
    expect(NOTIFICATION_KEYS).toHaveLength(7);
    for (const key of MAIL_TEMPLATE_KEYS) {
      expect(SAVABLE_APP_SETTING_NAMES).toContain(mailSubjectSetting(key));
      expect(SAVABLE_APP_SETTING_NAMES).toContain(mailMessageSetting(key));
    }
    for (const key of NOTIFICATION_KEYS) {
      expect(SAVABLE_APP_SETTING_NAMES).toContain(notificationSetting(key));
    }
  });

  it('gives every setting to exactly one tab', () => {
    const all = APP_SETTINGS_TABS.flatMap((tab) => settingNamesOfTab(tab.key));
    expect([...all].sort()).toEqual([...APP_SETTING_NAMES].sort());
    expect(new Set(all).size).toBe(all.length);
  });

  it('puts the welcome and recovery mails under Account Settings, deposits under Mail Templates', () => {
    expect(settingNamesOfTab('account')).toEqual([
      'mail_welcome_subject',
      'mail_welcome_message',
      'mail_password_recovery_subject',
      'mail_password_recovery_message',
    ]);
    expect(settingNamesOfTab('mail-templates')).toEqual([
      'mail_deposit_new_subject',
      'mail_deposit_new_message',
      'mail_deposit_approve_subject',
      'mail_deposit_approve_message',
      'mail_deposit_reject_subject',
      'mail_deposit_reject_message',
    ]);
  });
});

describe('mail templates (spec 1 §5)', () => {
  it('requires a subject, then a message', async () => {
    expect(await firstValidationError(mailTemplateSchema, { subject: '', message: '' })).toBe(
      MESSAGES.mailSubjectRequired,
    );
    expect(await firstValidationError(mailTemplateSchema, { subject: 'Hi', message: '  ' })).toBe(
      MESSAGES.mailMessageRequired,
    );
    expect(
      await firstValidationError(mailTemplateSchema, { subject: 'Hi', message: 'Hello' }),
    ).toBeNull();
  });

  it('checks every template of a tab form', async () => {
    const schema = mailTemplatesFormSchema(['welcome', 'password_recovery']);
    const ok = { subject: 'S', message: 'Open {{link}}' };
    expect(await firstValidationError(schema, { welcome: ok, password_recovery: ok })).toBeNull();
    expect(
      await firstValidationError(schema, {
        welcome: ok,
        password_recovery: { subject: 'S', message: '' },
      }),
    ).toBe(MESSAGES.mailMessageRequired);
  });

  it.each(['welcome', 'password_recovery'] as const)(
    'needs {{link}} in the %s message: the mail exists to carry it',
    async (key) => {
      const schema = mailTemplateSchemaOf(key);
      const check = (message: string) => firstValidationError(schema, { subject: 'S', message });
      expect(MAIL_TEMPLATES[key].required.map((p) => p.name)).toEqual(['link']);
      expect(await check('Hello {{first_name}}, welcome.')).toBe(
        SETTINGS_MESSAGES.placeholderRequired('link'),
      );
      expect(SETTINGS_MESSAGES.placeholderRequired('link')).toBe(
        'Please include {{link}} in the message',
      );
      expect(await check('Open {{lnk}} or link or {link}')).toBe(
        SETTINGS_MESSAGES.placeholderRequired('link'),
      );
      expect(await check('')).toBe(MESSAGES.mailMessageRequired);
      expect(await check('Open {{link}}')).toBeNull();
      expect(await check('Open {{ link }}')).toBeNull();
      expect(await check('{{link}}')).toBeNull();
    },
  );

  it('needs no placeholder in the deposit mails', async () => {
    for (const key of ['deposit_new', 'deposit_approve', 'deposit_reject'] as const) {
      expect(MAIL_TEMPLATES[key].required).toEqual([]);
      expect(
        await firstValidationError(mailTemplateSchemaOf(key), {
          subject: 'A deposit',
          message: 'See the Balance page.',
        }),
      ).toBeNull();
    }
  });

  it('names the first placeholder a message misses', () => {
    expect(missingPlaceholder('welcome', 'Hi')?.name).toBe('link');
    expect(missingPlaceholder('welcome', null)?.name).toBe('link');
    expect(missingPlaceholder('welcome', 'Go: {{link}}')).toBeUndefined();
    expect(missingPlaceholder('deposit_new', 'Hi')).toBeUndefined();
  });

  it('shows the missing placeholder on the form of a tab', async () => {
    const schema = mailTemplatesFormSchema(['welcome', 'password_recovery']);
    expect(
      await firstValidationError(schema, {
        welcome: { subject: 'S', message: 'Open {{link}}' },
        password_recovery: { subject: 'S', message: 'Ask support for a new password' },
      }),
    ).toBe(SETTINGS_MESSAGES.placeholderRequired('link'));
  });

  it('limits the subject length', async () => {
    expect(
      await firstValidationError(mailTemplateSchema, { subject: 'x'.repeat(201), message: 'M' }),
    ).toBe(SETTINGS_MESSAGES.subjectMax);
  });
});

describe('saveAppSettings input', () => {
  const check = (settings: unknown) => firstValidationError(appSettingsInputSchema, { settings });

  it('accepts known settings', async () => {
    expect(
      await check([
        { name: 'mail_deposit_approve_subject', value: 'Approved' },
        { name: 'seller_message', value: '' },
        { name: 'payment_mode', value: 'production' },
        { name: 'notification_order_shipped', value: null },
      ]),
    ).toBeNull();
  });

  it('refuses an empty list, unknown names, repeated names and tracking names', async () => {
    expect(await check([])).toBe(SETTINGS_MESSAGES.noSettings);
    expect(await check([{ name: 'nope', value: 'x' }])).toBe(
      SETTINGS_MESSAGES.unknownSetting('nope'),
    );
    expect(
      await check([
        { name: 'seller_message', value: 'a' },
        { name: 'seller_message', value: 'b' },
      ]),
    ).toBe(SETTINGS_MESSAGES.duplicateSetting('seller_message'));
    expect(await check([{ name: TRACKING_SETTINGS.apiKey, value: 'k' }])).toBe(
      SETTINGS_MESSAGES.trackingOnlyThroughTracking,
    );
  });

  it("requires mail subjects and messages with the spec's words", async () => {
    expect(await check([{ name: 'mail_welcome_subject', value: ' ' }])).toBe(
      MESSAGES.mailSubjectRequired,
    );
    expect(await check([{ name: 'mail_deposit_reject_message', value: null }])).toBe(
      MESSAGES.mailMessageRequired,
    );
  });

  it('refuses an account mail message without {{link}}, whatever else it holds', async () => {
    for (const key of ['welcome', 'password_recovery'] as const) {
      expect(
        await check([
          { name: mailSubjectSetting(key), value: 'Hello' },
          { name: mailMessageSetting(key), value: 'Hello {{first_name}}, see {{app_url}}' },
        ]),
      ).toBe(SETTINGS_MESSAGES.placeholderRequired('link'));
      expect(await check([{ name: mailMessageSetting(key), value: 'Go: {{link}}' }])).toBeNull();
    }
    expect(await check([{ name: 'mail_deposit_new_message', value: 'A deposit.' }])).toBeNull();
  });

  it('takes sandbox or production as the payment mode', async () => {
    expect(await check([{ name: 'payment_mode', value: 'live' }])).toBe(
      SETTINGS_MESSAGES.paymentMode,
    );
    expect(await check([{ name: 'payment_mode', value: '' }])).toBe(SETTINGS_MESSAGES.paymentMode);
  });
});

describe('tracking settings (spec 1 §5)', () => {
  const ok = { numberTime: 12, unit: 'hour', apiKey: 'key-1' };

  it('accepts a delay in hours or days with an API key', async () => {
    expect(await firstValidationError(trackingSettingsSchema, ok)).toBeNull();
    expect(
      await firstValidationError(trackingSettingsSchema, { ...ok, numberTime: 0, unit: 'day' }),
    ).toBeNull();
  });

  it('defaults the unit to hour', () => {
    expect(trackingSettingsSchema.cast({ numberTime: 1, apiKey: 'k' }).unit).toBe('hour');
  });

  it.each([
    [{ numberTime: '' }, MESSAGES.trackingTimeRequired],
    [{ numberTime: undefined }, MESSAGES.trackingTimeRequired],
    [{ numberTime: -1 }, MESSAGES.trackingTimeRequired],
    [{ numberTime: 1.5 }, SETTINGS_MESSAGES.trackingTimeWhole],
    [{ unit: 'week' }, SETTINGS_MESSAGES.trackingUnit],
    [{ apiKey: '' }, MESSAGES.trackingApiKeyRequired],
    [{ apiKey: '   ' }, MESSAGES.trackingApiKeyRequired],
  ])('refuses %j', async (patch, message) => {
    expect(await firstValidationError(trackingSettingsSchema, { ...ok, ...patch })).toBe(message);
  });
});

describe('export emails (spec 1 §5, §9)', () => {
  const check = (value: unknown) => firstValidationError(exportEmailsSchema, value);

  it('needs at least one address', async () => {
    expect(await check([])).toBe(MESSAGES.exportEmailsRequired);
    expect(await check(undefined)).toBe(MESSAGES.exportEmailsRequired);
    expect(await check([''])).toBe(MESSAGES.exportEmailsRequired);
  });

  it('takes up to five well-formed, different addresses', async () => {
    expect(await check(['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io', 'e@x.io'])).toBeNull();
    expect(await check(['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io', 'e@x.io', 'f@x.io'])).toBe(
      SETTINGS_MESSAGES.exportEmailsMax,
    );
    expect(await check(['a@x.io', 'not-an-address'])).toBe(
      SETTINGS_MESSAGES.exportEmailInvalid('not-an-address'),
    );
    expect(await check(['a@x.io', 'A@X.io'])).toBe(
      SETTINGS_MESSAGES.exportEmailDuplicate('A@X.io'),
    );
  });
});

describe('order exports access (spec 1 §2)', () => {
  it.each([
    ['Administrator', true, false],
    ['Supplier', true, true],
    ['Seller', false, true],
    ['Supporter', false, true],
    ['Listing', false, true],
    ['Accounting', false, true],
  ] as const)('%s: sees exports %s, only own %s', (role, sees, own) => {
    expect(canSeeOrderExports(as(role))).toBe(sees);
    expect(isLimitedToOwnExports(as(role))).toBe(own);
  });

  it('allows nothing without a user', () => {
    expect(canSeeOrderExports(null)).toBe(false);
  });
});
