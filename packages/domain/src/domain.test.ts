import {
  balanceCards,
  canApproveBalance,
  canChangeFile,
  canListUsersByRole,
  canReadSiteDetails,
  canReadUserDetails,
  cutText,
  canReadOrderPrices,
  readableAmounts,
  canReadOrderSupplierCost,
  canViewUserLevels,
  canChangeBalanceStatus,
  canFilterBalanceBySeller,
  canFilterBalanceBySite,
  canMakeDeposit,
  depositCreditCents,
  depositFeeCents,
  depositSchema,
  firstValidationError,
  formatDate,
  formatOrderDate,
  isLimitedToOwnRecords,
  landingPathFor,
  loginSchema,
  MESSAGES,
  registerSchema,
  resetPasswordSchema,
  changePasswordSchema,
  startOfDayUtc,
  isDateInRange,
  DATE_MESSAGES,
  toCents,
  type Role,
} from './index';

const as = (...roles: Role[]) => ({ roles: roles.map((name) => ({ name })) });

describe('landing after sign-in (spec 1 §4)', () => {
  it.each([
    ['Administrator', '/dashboard'],
    ['Seller', '/dashboard'],
    ['Supplier', '/dashboard'],
    ['Supporter', '/admin/categories'],
    ['Listing', '/products'],
    ['Accounting', '/balance'],
  ] as const)('%s lands on %s', (role, path) => {
    expect(landingPathFor(as(role))).toBe(path);
  });

  it('treats the Support spelling as Supporter', () => {
    expect(landingPathFor({ roles: ['Support'] })).toBe('/admin/categories');
  });
});

describe('balance permissions (spec 1 §6)', () => {
  it.each([
    ['Administrator', true, false, true, true, false],
    ['Accounting', true, false, true, true, false],
    ['Seller', false, true, false, false, true],
    ['Supplier', false, false, false, true, true],
    ['Supporter', false, false, true, true, false],
    ['Listing', false, false, true, true, false],
  ] as const)(
    '%s: approve %s, deposit %s, seller filter %s, site filter %s, own only %s',
    (role, approve, deposit, sellerFilter, siteFilter, own) => {
      const u = as(role);
      expect(canApproveBalance(u)).toBe(approve);
      expect(canMakeDeposit(u)).toBe(deposit);
      expect(canFilterBalanceBySeller(u)).toBe(sellerFilter);
      expect(canFilterBalanceBySite(u)).toBe(siteFilter);
      expect(isLimitedToOwnRecords(u)).toBe(own);
    },
  );

  it('allows nothing without a user', () => {
    expect(canApproveBalance(null)).toBe(false);
    expect(canMakeDeposit(undefined)).toBe(false);
    expect(canFilterBalanceBySite(null)).toBe(false);
  });
});

describe('balance status machine (spec 1 §4)', () => {
  it('only moves Pending to a final status', () => {
    expect(canChangeBalanceStatus('Pending', 'Approved')).toBe(true);
    expect(canChangeBalanceStatus('Pending', 'Denied')).toBe(true);
    expect(canChangeBalanceStatus('Pending', 'Pending')).toBe(false);
    expect(canChangeBalanceStatus('Approved', 'Denied')).toBe(false);
    expect(canChangeBalanceStatus('Denied', 'Approved')).toBe(false);
  });

  it('derives the four cards from the totals', () => {
    expect(
      balanceCards({
        depositAmounts: 1500,
        pendingDepositAmounts: 200,
        pendingAmounts: 120.5,
        fullfilledAmounts: 300.25,
      }),
    ).toEqual({ available: 1079.25, pending: 120.5, paid: 300.25, pendingDeposit: 200 });
  });
});

describe('deposit fees (spec 1 §9)', () => {
  it('credits a bank transfer in full', () => {
    expect(depositCreditCents(100_000, 'manual')).toBe(100_000);
  });
  it('takes 2.9% from the second manual method', () => {
    expect(depositFeeCents(100_000, 'manual_second')).toBe(2_900);
    expect(depositCreditCents(100_000, 'manual_second')).toBe(97_100);
  });
  it('takes 3.9% plus 0.30 from a card express deposit', () => {
    expect(depositFeeCents(100_000, 'card_express')).toBe(3_930);
    expect(depositCreditCents(100_000, 'card_express')).toBe(96_070);
    expect(depositCreditCents(100, 'card_express')).toBe(66);
  });
  it('converts dollars to cents without float drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1000.1)).toBe(100_010);
  });
});

describe('validation messages (spec 1 §5)', () => {
  it('login', async () => {
    expect(await firstValidationError(loginSchema, { email: '', password: 'x' })).toBe(
      MESSAGES.emailRequired,
    );
    expect(await firstValidationError(loginSchema, { email: 'nope', password: 'x' })).toBe(
      MESSAGES.emailInvalid,
    );
    expect(await firstValidationError(loginSchema, { email: 'a@b.co', password: '' })).toBe(
      MESSAGES.passwordRequired,
    );
    expect(await firstValidationError(loginSchema, { email: 'a@b.co', password: 'x' })).toBeNull();
  });

  it('register', async () => {
    const ok = {
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@x.io',
      pass: 'pw',
      confirm: 'pw',
      phone: '0123',
    };
    expect(await firstValidationError(registerSchema, ok)).toBeNull();
    expect(await firstValidationError(registerSchema, { ...ok, first_name: 'x'.repeat(51) })).toBe(
      MESSAGES.firstNameMax,
    );
    expect(await firstValidationError(registerSchema, { ...ok, email: 'bad' })).toBe(
      'Please input your email!',
    );
    expect(await firstValidationError(registerSchema, { ...ok, confirm: 'other' })).toBe(
      'Two passwords that you enter is inconsistent!',
    );
    expect(await firstValidationError(registerSchema, { ...ok, phone: '' })).toBe(
      'Please input phone',
    );
    expect(await firstValidationError(registerSchema, { ...ok, phone: '012345678901' })).toBe(
      MESSAGES.phoneMax,
    );
  });

  it('reset and change password', async () => {
    expect(await firstValidationError(resetPasswordSchema, { pass: '', confirm: '' })).toBe(
      'Please input your password!',
    );
    expect(await firstValidationError(resetPasswordSchema, { pass: 'a', confirm: '' })).toBe(
      'Please confirm your password!',
    );
    expect(
      await firstValidationError(changePasswordSchema(true), { new_password: 'a', confirm: 'a' }),
    ).toBe(MESSAGES.currentPasswordRequired);
    expect(
      await firstValidationError(changePasswordSchema(false), { new_password: 'a', confirm: 'a' }),
    ).toBeNull();
  });

  it('deposit', async () => {
    const ok = { site_id: '1', amount: 1000, transaction_id: 'TX-1', action_notes: '' };
    expect(await firstValidationError(depositSchema, ok)).toBeNull();
    expect(await firstValidationError(depositSchema, { ...ok, site_id: '' })).toBe(
      'Please input site!',
    );
    expect(await firstValidationError(depositSchema, { ...ok, amount: undefined })).toBe(
      'Please input amount!',
    );
    expect(await firstValidationError(depositSchema, { ...ok, amount: 0.5 })).toBe(
      MESSAGES.depositAmountMin,
    );
    expect(await firstValidationError(depositSchema, { ...ok, transaction_id: ' ' })).toBe(
      'Please input transaction ID!',
    );
    expect(await firstValidationError(depositSchema, { ...ok, method: 'cash' })).toBe(
      'Please choose a deposit method',
    );
    // A card deposit's id comes from the card provider, so the seller leaves it empty.
    const card = { ...ok, method: 'card_express', transaction_id: '' };
    expect(await firstValidationError(depositSchema, card)).toBeNull();
    expect(depositSchema.cast(card).transaction_id).toBe('');
    expect(
      await firstValidationError(depositSchema, {
        ...ok,
        method: 'manual_second',
        transaction_id: '',
      }),
    ).toBe('Please input transaction ID!');
  });
});

describe('dates (spec 1 §9)', () => {
  it('formats list and order dates', () => {
    expect(formatDate('2026-03-05T10:00:00')).toBe('Mar 05, 2026');
    expect(formatOrderDate('2026-03-05T10:04:05')).toBe('05 Mar 2026, 10:04:05');
  });
  it('sends dates as the start of the UTC day', () => {
    expect(startOfDayUtc('2026-03-05T23:10:00')).toBe('2026-03-05T00:00:00.000Z');
  });
  // Issue 23 §5: a year PostgreSQL's date arithmetic chokes on is refused before it gets there.
  it.each([
    ['2000-01-01T00:00:00Z', true],
    ['2100-12-31T23:59:59.999Z', true],
    ['1999-12-31T23:59:59.999Z', false],
    ['2101-01-01T00:00:00Z', false],
    ['0000-01-01T00:00:00Z', false],
  ])('%s is within the years a date may have: %s', (value, inRange) => {
    expect(isDateInRange(new Date(value))).toBe(inRange);
  });
  it('names the field of a date out of range', () => {
    expect(DATE_MESSAGES.outOfRange('from')).toBe('from must be a date from 2000 to 2100');
  });
});

// Issue 23 §12: a supplier sees what it is paid; a seller what it pays.
describe("who reads an order's amounts", () => {
  it.each([
    ['Administrator', true, true],
    ['Supporter', true, true],
    ['Seller', true, false],
    ['Listing', true, false],
    ['Accounting', true, false],
    ['Supplier', false, true],
  ] as const)('%s: price and base_cost %s, supplier_cost %s', (role, prices, supplierCost) => {
    expect(canReadOrderPrices(as(role))).toBe(prices);
    expect(canReadOrderSupplierCost(as(role))).toBe(supplierCost);
  });

  it('reads nothing signed out', () => {
    expect(canReadOrderPrices(null)).toBe(false);
    expect(canReadOrderSupplierCost(undefined)).toBe(false);
  });

  it("answers a record as its reader reads it: a variant's seller prices are not a Supplier's", () => {
    const variant = { sku: 'TEE-S', retail_cost: 20, sale_cost: 18, base_cost: 5, fee_ship: 1 };
    expect(readableAmounts(as('Supplier'), 'ProductTypeVariant', variant)).toEqual({
      sku: 'TEE-S',
      retail_cost: null,
      sale_cost: null,
      base_cost: null,
      fee_ship: 1,
    });
    expect(readableAmounts(as('Seller'), 'ProductTypeVariant', variant)).toEqual(variant);
    const order = { id: '1', price: 24.5, base_cost: 9.75, supplier_cost: 6.5 };
    expect(readableAmounts(as('Seller'), 'Order', order)).toEqual({
      ...order,
      supplier_cost: null,
    });
    expect(readableAmounts(as('Administrator'), 'Order', order)).toEqual(order);
  });
});

describe('who reads what beyond their screens (spec 1 §2, §6)', () => {
  const viewer = (id: number, ...roles: Role[]) => ({ id, ...as(...roles) });

  it.each([
    ['Administrator', true, true, true, true],
    ['Supporter', false, true, true, true],
    ['Listing', false, true, false, true],
    ['Accounting', false, true, false, false],
    ['Seller', false, false, false, false],
    ['Supplier', false, false, false, false],
  ] as const)(
    "%s: another user's details %s, sellers by role %s, site details %s, levels %s",
    (role, details, sellers, siteDetails, levels) => {
      const me = viewer(1, role);
      expect(canReadUserDetails(me, 2)).toBe(details);
      expect(canReadUserDetails(me)).toBe(details);
      expect(canListUsersByRole(me, 'Seller')).toBe(sellers);
      expect(canListUsersByRole(me, 'Administrator')).toBe(role === 'Administrator');
      expect(canReadSiteDetails(me, 2)).toBe(siteDetails);
      expect(canViewUserLevels(me)).toBe(levels);
      expect(canChangeFile(me, 2)).toBe(role === 'Administrator');
    },
  );

  it('lets everyone read their own details, sites and files', () => {
    for (const role of ['Seller', 'Listing', 'Accounting'] as const) {
      expect(canReadUserDetails(viewer(7, role), '7')).toBe(true);
      expect(canReadSiteDetails(viewer(7, role), 7)).toBe(true);
      expect(canChangeFile(viewer(7, role), 7)).toBe(true);
    }
    expect(canChangeFile(viewer(7, 'Seller'), null)).toBe(false);
  });

  it('allows nothing without a user', () => {
    expect(canReadUserDetails(null, 1)).toBe(false);
    expect(canListUsersByRole(undefined, 'Seller')).toBe(false);
    expect(canReadSiteDetails(null, 1)).toBe(false);
    expect(canViewUserLevels(null)).toBe(false);
  });
});

// Issue 23: a stored text cut to its length keeps whole characters.
describe('cutText', () => {
  it('cuts to the length, never through a pair', () => {
    expect(cutText('abcdef', 3)).toBe('abc');
    expect(cutText('ab😀', 3)).toBe('ab');
    expect(cutText('ab😀', 4)).toBe('ab😀');
    expect(cutText('😀😀', 3)).toBe('😀');
  });
});
