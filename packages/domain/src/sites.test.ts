import {
  MESSAGES,
  PLATFORM_SCOPES,
  SITE_TITLE_MAX_MESSAGE,
  addSiteSchema,
  canEditSiteAdminFields,
  canGenerateSiteApiKey,
  canReadSiteApiKey,
  canFetchProductVariants,
  canManageSites,
  editSiteSchema,
  firstValidationError,
  isHttpsUrl,
  isShopPlatform,
  normalizeSiteDomain,
  type Role,
} from './index';

const as = (...roles: Role[]) => ({ roles: roles.map((name) => ({ name })) });

describe('site addresses (spec 1 §5)', () => {
  it.each([
    ['https://shop.example.com/', 'https://shop.example.com'],
    ['  https://shop.example.com///  ', 'https://shop.example.com'],
    ['https://shop.example.com/store', 'https://shop.example.com/store'],
  ])('normalises %j to %j', (value, normalised) => {
    expect(normalizeSiteDomain(value)).toBe(normalised);
  });

  it.each([
    ['https://shop.example.com', true],
    ['https://sam-prints.myshopify.com', true],
    ['http://shop.example.com', false],
    ['ftp://shop.example.com', false],
    ['shop.example.com', false],
    ['https://localhost', false],
    ['https://user:pass@shop.example.com', false],
    ['', false],
  ])('%j is an https address: %s', (value, ok) => {
    expect(isHttpsUrl(value)).toBe(ok);
  });
});

describe('platforms (spec 1 §1, §9)', () => {
  it('knows which platforms have a shop to authorise', () => {
    expect(['shopify', 'woocommerce', 'shopbase'].every(isShopPlatform)).toBe(true);
    expect(isShopPlatform('api')).toBe(false);
    expect(isShopPlatform('import')).toBe(false);
    expect(isShopPlatform(null)).toBe(false);
  });

  it('asks Shopify and ShopBase to write products, orders and fulfillments; WooCommerce read_write', () => {
    expect(PLATFORM_SCOPES.shopify).toBe('write_products,write_orders,write_fulfillments');
    expect(PLATFORM_SCOPES.shopbase).toBe(PLATFORM_SCOPES.shopify);
    expect(PLATFORM_SCOPES.woocommerce).toBe('read_write');
  });
});

describe('Add site (spec 1 §5)', () => {
  const valid = {
    title: 'Sunny Tees',
    platform: 'shopify',
    domain: 'https://sunny.myshopify.com/',
    email_support: '',
  };

  it('accepts a site and strips the trailing slash', async () => {
    const site = await addSiteSchema.validate(valid);
    expect(site.domain).toBe('https://sunny.myshopify.com');
    expect(site.email_support).toBeNull();
  });

  it.each([
    ['an empty form', {}, MESSAGES.siteTitleRequired],
    ['no title', { ...valid, title: '  ' }, MESSAGES.siteTitleRequired],
    ['a long title', { ...valid, title: 'x'.repeat(101) }, SITE_TITLE_MAX_MESSAGE],
    ['no platform', { ...valid, platform: '' }, MESSAGES.sitePlatformRequired],
    ['an unknown platform', { ...valid, platform: 'etsy' }, MESSAGES.sitePlatformRequired],
    ['no domain', { ...valid, domain: '' }, MESSAGES.siteUrlInvalid],
    ['an http domain', { ...valid, domain: 'http://sunny.com' }, MESSAGES.siteUrlInvalid],
    ['a domain that is no address', { ...valid, domain: 'sunny' }, MESSAGES.siteUrlInvalid],
    ['a bad support email', { ...valid, email_support: 'help@' }, MESSAGES.emailInvalid],
  ])('refuses %s', async (_case, value, message) => {
    expect(await firstValidationError(addSiteSchema, value)).toBe(message);
  });

  it.each([
    'javascript:alert(1)',
    '<script>alert(1)</script>',
    'http://x"><img src=x onerror=alert(1)>',
    'https://sunny.myshopify.com/"><img src=x onerror=alert(1)>',
    'data:text/html,<script>alert(1)</script>',
  ])('refuses the script, data or markup address %j', async (domain) => {
    expect(await firstValidationError(addSiteSchema, { ...valid, domain })).toBe(
      MESSAGES.siteUrlInvalid,
    );
  });

  it('accepts an https address with a path', async () => {
    expect(
      await firstValidationError(addSiteSchema, {
        ...valid,
        platform: 'woocommerce',
        domain: 'https://sunny.example.com/shop',
      }),
    ).toBeNull();
  });

  it('lists the messages top to bottom on an empty submit', async () => {
    await expect(addSiteSchema.validate({}, { abortEarly: false })).rejects.toMatchObject({
      errors: expect.arrayContaining([
        MESSAGES.siteTitleRequired,
        MESSAGES.sitePlatformRequired,
        MESSAGES.siteUrlInvalid,
      ]),
    });
  });

  it('needs no domain for the import platform (the server generates it)', async () => {
    expect(
      await firstValidationError(addSiteSchema, { title: 'CSV', platform: 'import' }),
    ).toBeNull();
  });
});

describe('Edit site (spec 1 §5)', () => {
  const admin = editSiteSchema({ adminFields: true, platform: 'shopify' });

  it('checks the administrator fields as https addresses', async () => {
    expect(
      await firstValidationError(admin, { title: 'Sunny', domain_name: 'http://sunny.com' }),
    ).toBe(MESSAGES.siteUrlInvalid);
    expect(
      await firstValidationError(admin, { title: 'Sunny', rebrandly_domain: 'rebrand.ly' }),
    ).toBe(MESSAGES.siteUrlInvalid);
    const ok = await admin.validate({
      title: 'Sunny',
      domain_name: 'https://shop.sunny.com/',
      rebrandly_domain: '',
      is_auto_fetch_order: true,
    });
    expect(ok).toMatchObject({
      domain_name: 'https://shop.sunny.com',
      rebrandly_domain: null,
      is_auto_fetch_order: true,
    });
  });

  it.each([
    'javascript:alert(1)',
    '<script>alert(1)</script>',
    'https://x"><img src=x onerror=alert(1)>',
    'https://shop.sunny.com/"><img src=x onerror=alert(1)>',
    'data:text/html,<script>alert(1)</script>',
  ])('refuses the script, data or markup address %j in both fields', async (address) => {
    expect(await firstValidationError(admin, { title: 'Sunny', domain_name: address })).toBe(
      MESSAGES.siteUrlInvalid,
    );
    expect(await firstValidationError(admin, { title: 'Sunny', rebrandly_domain: address })).toBe(
      MESSAGES.siteUrlInvalid,
    );
  });

  it('requires a title', async () => {
    expect(await firstValidationError(admin, { title: '' })).toBe(MESSAGES.siteTitleRequired);
  });

  it('drops domain_name for platforms other than Shopify', async () => {
    const woo = editSiteSchema({ adminFields: true, platform: 'woocommerce' });
    const value = await woo.validate({ title: 'Woo', domain_name: 'not checked' });
    expect(value).not.toHaveProperty('domain_name');
  });

  it('drops every administrator field from a seller’s form', async () => {
    const seller = editSiteSchema({ adminFields: false, platform: 'shopify' });
    const value = await seller.validate({
      title: 'Sunny',
      domain_name: 'https://x.com',
      rebrandly_domain: 'https://y.com',
      is_auto_fetch_order: true,
    });
    expect(value).toEqual({ title: 'Sunny', email_support: null });
  });
});

describe('site permissions (spec 1 §6)', () => {
  it.each<[Role, boolean, boolean, boolean]>([
    ['Administrator', true, true, true],
    ['Seller', true, true, false],
    ['Supporter', false, false, false],
    ['Supplier', false, false, false],
    ['Listing', false, false, false],
    ['Accounting', false, false, false],
  ])('%s: manage %s, fetch variants %s, admin fields %s', (role, manage, fetch, adminFields) => {
    expect(canManageSites(as(role))).toBe(manage);
    expect(canFetchProductVariants(as(role))).toBe(fetch);
    expect(canEditSiteAdminFields(as(role))).toBe(adminFields);
  });
});

describe('a site’s order API key (spec 1 §5 Edit site, §2 Generate Api key)', () => {
  const user = (id: number | string, ...roles: Role[]) => ({ id, ...as(...roles) });

  it.each([
    ['its owner', user(7, 'Seller'), true, true],
    ['the owner, the id given as a string', user('7', 'Seller'), true, true],
    ['an Administrator', user(1, 'Administrator'), true, false],
    ['another seller', user(8, 'Seller'), false, false],
    ['a Supporter', user(2, 'Supporter'), false, false],
    ['an Accounting user', user(3, 'Accounting'), false, false],
    ['nobody signed in', null, false, false],
  ] as const)('%s: reads it %s, generates a new one %s', (_who, viewer, reads, generates) => {
    expect(canReadSiteApiKey(viewer, 7)).toBe(reads);
    expect(canGenerateSiteApiKey(viewer, 7)).toBe(generates);
  });
});
