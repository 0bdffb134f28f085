import {
  CARRIER_LIMITS,
  CARRIER_MESSAGES as M,
  CARRIER_NOTICES,
  canManageCarriers,
  canViewCarrierList,
  carrierSchema,
  carrierStatusFor,
  carrierPriceLabel,
  carrierTrackingUrl,
  firstValidationError,
  type Role,
} from './index';

const as = (...roles: Role[]) => ({ roles: roles.map((name) => ({ name })) });
const valid = {
  name: 'USPS',
  code: 'usps',
  url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={tracking_number}',
};

describe('carrier permissions (spec 2 §2, §6)', () => {
  it.each([
    ['Administrator', true, true],
    ['Listing', true, true],
    ['Supporter', true, false],
    ['Seller', false, false],
    ['Supplier', false, false],
    ['Accounting', false, false],
  ] as const)('%s: the list screen %s, manage %s', (role, list, manage) => {
    expect(canViewCarrierList(as(role))).toBe(list);
    expect(canManageCarriers(as(role))).toBe(manage);
  });

  it('allows nothing without a user', () => {
    expect(canViewCarrierList(null)).toBe(false);
    expect(canManageCarriers(undefined)).toBe(false);
  });

  it('lists what the screen roles ask for, and only active carriers to everyone else', () => {
    expect(carrierStatusFor(as('Supporter'), false)).toBe(false);
    expect(carrierStatusFor(as('Listing'), null)).toBeUndefined();
    expect(carrierStatusFor(as('Seller'), false)).toBe(true);
    expect(carrierStatusFor(as('Supplier'), undefined)).toBe(true);
    expect(carrierStatusFor(as('Accounting'), false)).toBe(true);
  });
});

describe('carrierSchema (spec 2 §5)', () => {
  it('asks for name, code and url with the spec words, in field order', async () => {
    await expect(firstValidationError(carrierSchema, {})).resolves.toBe('Please input name');
    await expect(firstValidationError(carrierSchema, { name: 'A' })).resolves.toBe(
      'Please input code',
    );
    await expect(firstValidationError(carrierSchema, { name: 'A', code: 'a' })).resolves.toBe(
      'Please input url',
    );
  });

  it('reads blank fields as missing', async () => {
    await expect(firstValidationError(carrierSchema, { ...valid, name: '   ' })).resolves.toBe(
      M.nameRequired,
    );
  });

  it('trims, keeps description optional and makes a new carrier active', () => {
    expect(carrierSchema.validateSync({ ...valid, name: ' USPS ' })).toEqual({
      ...valid,
      description: '',
      status: true,
    });
  });

  it.each([
    ['a long name', { name: 'x'.repeat(CARRIER_LIMITS.nameMax + 1) }, M.nameMax],
    ['a long code', { code: 'x'.repeat(CARRIER_LIMITS.codeMax + 1) }, M.codeMax],
    ['a code with a space', { code: 'dhl express' }, M.codeFormat],
    [
      'a long url',
      { url: `https://a.example/${'x'.repeat(CARRIER_LIMITS.urlMax)}{tracking_number}` },
      M.urlMax,
    ],
    ['a script url', { url: 'javascript:alert(1)//{tracking_number}' }, M.urlInvalid],
    ['an ftp url', { url: 'ftp://track.example/{tracking_number}' }, M.urlInvalid],
    ['a url without scheme', { url: 'track.example/{tracking_number}' }, M.urlInvalid],
    ['a url without placeholder', { url: 'https://track.example/' }, M.urlPlaceholder],
    [
      'a long description',
      { description: 'x'.repeat(CARRIER_LIMITS.descriptionMax + 1) },
      M.descriptionMax,
    ],
  ])('refuses %s with its message', async (_label, change, message) => {
    await expect(firstValidationError(carrierSchema, { ...valid, ...change })).resolves.toBe(
      message,
    );
  });

  it('accepts the bounds and http urls', async () => {
    await expect(
      firstValidationError(carrierSchema, {
        name: 'x'.repeat(CARRIER_LIMITS.nameMax),
        code: 'DHL_express-2.0',
        url: 'http://track.example/?n={tracking_number}',
        description: 'x'.repeat(CARRIER_LIMITS.descriptionMax),
      }),
    ).resolves.toBeNull();
  });
});

describe('carrier urls, prices and notices', () => {
  it('puts the tracking code in place of the placeholder, escaped', () => {
    expect(carrierTrackingUrl(valid.url, '9400 11')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%2011',
    );
  });

  it('shows 0 as Free and other prices in dollars with thousands separators (spec 2 §9)', () => {
    expect(carrierPriceLabel(0)).toBe('Free');
    expect(carrierPriceLabel(4.5)).toBe('$4.50');
    expect(carrierPriceLabel(1234.5)).toBe('$1,234.50');
  });

  it('keeps the §8 texts word for word, the leading space included', () => {
    expect(CARRIER_NOTICES).toEqual({
      created: 'Carrier successfully created',
      updated: ' Carrier has been updated',
      deleted: 'Delete success',
    });
  });
});
