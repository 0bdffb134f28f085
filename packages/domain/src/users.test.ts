import {
  canChangeUserStatus,
  canEditUsers,
  canManageUsers,
  firstValidationError,
  isAssignableRole,
  isCalendarDay,
  MESSAGES,
  PARTNER_DOMAIN_INVALID_MESSAGE,
  partnerFulfillmentState,
  profileSchema,
  statusOfFilter,
  userCreateInputSchema,
  userCreateSchema,
  userUpdateSchema,
  USERS_PAGE_SIZE,
  DEFAULT_USER_STATUS_FILTER,
} from './index';

const validUser = {
  first_name: 'Priya',
  last_name: 'Nair',
  email: 'priya@example.com',
  pass: 'Secret#123',
  confirm: 'Secret#123',
  phone: '0123456789',
  roles: ['Seller'],
  is_special: false,
  partner_fulfillment: null,
  template_id: null,
};

const pf = { name: 'DTF Partner', domain: 'https://dtf.example', api_key: 'k', api_signature: 's' };

describe('users constants (spec 1 §9)', () => {
  it('pages users by 25 and shows Active first', () => {
    expect(USERS_PAGE_SIZE).toBe(25);
    expect(DEFAULT_USER_STATUS_FILTER).toBe('Active');
    expect(statusOfFilter('Active')).toBe(true);
    expect(statusOfFilter('Inactive')).toBe(false);
  });
});

describe('Add user (spec 1 §5 user create)', () => {
  it('accepts a complete user', async () => {
    expect(await firstValidationError(userCreateSchema, validUser)).toBeNull();
  });

  it.each([
    [{ first_name: '' }, MESSAGES.firstNameRequired],
    [{ first_name: 'x'.repeat(51) }, MESSAGES.firstNameMax],
    [{ last_name: '' }, MESSAGES.lastNameRequired],
    [{ last_name: 'x'.repeat(51) }, MESSAGES.lastNameMax],
    [{ email: '' }, MESSAGES.pleaseInputEmail],
    [{ email: 'not-an-email' }, MESSAGES.pleaseInputEmail],
    [{ pass: '', confirm: '' }, MESSAGES.pleaseInputPassword],
    [{ pass: 'x'.repeat(51), confirm: 'x'.repeat(51) }, MESSAGES.passwordMax],
    [{ confirm: 'other' }, MESSAGES.passwordsInconsistent],
    [{ phone: '' }, MESSAGES.pleaseInputPhone],
    [{ phone: '012345678901' }, MESSAGES.phoneMax],
    [{ roles: [] }, MESSAGES.chooseUserRoles],
    [{ roles: ['Authenticated'] }, MESSAGES.chooseUserRoles],
    [{ roles: ['Seller', 'Wizard'] }, MESSAGES.chooseUserRoles],
  ])('refuses %j with its message', async (change, message) => {
    expect(await firstValidationError(userCreateSchema, { ...validUser, ...change })).toBe(message);
  });

  it('gives the first message in the order of the form', async () => {
    expect(
      await firstValidationError(userCreateSchema, { ...validUser, first_name: '', roles: [] }),
    ).toBe(MESSAGES.firstNameRequired);
  });

  it("takes a supplier's partner fulfillment with all four fields, or none", async () => {
    const supplier = { ...validUser, roles: ['Supplier'] };
    expect(
      await firstValidationError(userCreateSchema, { ...supplier, partner_fulfillment: pf }),
    ).toBeNull();
    expect(
      await firstValidationError(userCreateSchema, {
        ...supplier,
        partner_fulfillment: { name: '', domain: '', api_key: '', api_signature: '' },
      }),
    ).toBeNull();
    expect(await firstValidationError(userCreateSchema, supplier)).toBeNull();
    expect(
      await firstValidationError(userCreateSchema, {
        ...supplier,
        partner_fulfillment: { ...pf, api_signature: ' ' },
      }),
    ).toBe(MESSAGES.partnerFulfillmentIncomplete);
  });

  it.each([
    'javascript:alert(1)',
    '<script>alert(1)</script>',
    'http://x"><img src=x onerror=alert(1)>',
    'https://dtf.example/"><img src=x onerror=alert(1)>',
    'data:text/html,<script>alert(1)</script>',
    'dtf',
  ])('refuses the partner domain %j with its message', async (domain) => {
    expect(
      await firstValidationError(userCreateSchema, {
        ...validUser,
        roles: ['Supplier'],
        partner_fulfillment: { ...pf, domain },
      }),
    ).toBe(PARTNER_DOMAIN_INVALID_MESSAGE);
  });

  it.each([
    'dtf.example',
    'api.dtf-express.example',
    'https://dtf.example',
    'http://dtf.example/v1',
  ])('takes the partner domain %j', async (domain) => {
    expect(
      await firstValidationError(userCreateSchema, {
        ...validUser,
        roles: ['Supplier'],
        partner_fulfillment: { ...pf, domain },
      }),
    ).toBeNull();
  });

  it('ignores half a partner fulfillment for a user who is not a supplier', async () => {
    expect(
      await firstValidationError(userCreateSchema, {
        ...validUser,
        partner_fulfillment: { ...pf, api_key: '' },
      }),
    ).toBeNull();
  });

  it('sends no confirmation to the server', () => {
    expect(Object.keys(userCreateInputSchema.fields)).not.toContain('confirm');
  });
});

describe('User edit, Account Detail', () => {
  const { pass: _pass, confirm: _confirm, ...detail } = validUser;

  it('needs no password and takes an address', async () => {
    expect(
      await firstValidationError(userUpdateSchema, { ...detail, address: '1 Main St' }),
    ).toBeNull();
  });

  it('keeps the create rules for names, roles and the partner fulfillment', async () => {
    expect(await firstValidationError(userUpdateSchema, { ...detail, last_name: '' })).toBe(
      MESSAGES.lastNameRequired,
    );
    expect(await firstValidationError(userUpdateSchema, { ...detail, roles: [] })).toBe(
      MESSAGES.chooseUserRoles,
    );
    expect(
      await firstValidationError(userUpdateSchema, {
        ...detail,
        roles: ['Supplier'],
        partner_fulfillment: { ...pf, domain: '' },
      }),
    ).toBe(MESSAGES.partnerFulfillmentIncomplete);
    expect(
      await firstValidationError(userUpdateSchema, {
        ...detail,
        roles: ['Supplier'],
        partner_fulfillment: { ...pf, domain: 'javascript:alert(1)' },
      }),
    ).toBe(PARTNER_DOMAIN_INVALID_MESSAGE);
  });
});

describe('Profile (spec 1 §5)', () => {
  const profile = {
    first_name: 'Sam',
    last_name: 'Carter',
    email: 'sam@example.com',
    birthday: '1990-05-17',
    phone: '',
    address: '',
  };

  it('accepts a profile with phone and address left empty', async () => {
    expect(await firstValidationError(profileSchema, profile)).toBeNull();
  });

  it.each(['first_name', 'last_name', 'email', 'birthday'])('requires %s', async (field) => {
    expect(await firstValidationError(profileSchema, { ...profile, [field]: '' })).toBe(
      MESSAGES.profileFieldRequired,
    );
  });

  it('refuses a malformed email, a day that does not exist and a long phone', async () => {
    expect(await firstValidationError(profileSchema, { ...profile, email: 'sam' })).toBe(
      MESSAGES.emailInvalid,
    );
    expect(await firstValidationError(profileSchema, { ...profile, birthday: '1990-02-30' })).toBe(
      'Birthday must be a valid date',
    );
    expect(await firstValidationError(profileSchema, { ...profile, phone: '012345678901' })).toBe(
      MESSAGES.phoneMax,
    );
  });
});

describe('user rules', () => {
  const admin = { id: '1', roles: [{ name: 'Administrator' }] };

  it('lets an Administrator change the status of others but never their own (spec 1 §4)', () => {
    expect(canChangeUserStatus(admin, { id: '2' })).toBe(true);
    expect(canChangeUserStatus(admin, { id: 1 })).toBe(false);
    expect(canChangeUserStatus({ id: '3', roles: ['Supporter'] }, { id: '2' })).toBe(false);
    expect(canChangeUserStatus(null, { id: '2' })).toBe(false);
  });

  it('keeps the read-only account of spec 1 §4 to reading users', () => {
    const readOnly = { ...admin, users_read_only: true };
    expect(canManageUsers(readOnly)).toBe(true);
    expect(canEditUsers(readOnly)).toBe(false);
    expect(canChangeUserStatus(readOnly, { id: '2' })).toBe(false);
    expect(canEditUsers(admin)).toBe(true);
    expect(canEditUsers({ ...admin, users_read_only: false })).toBe(true);
    expect(canEditUsers({ roles: ['Supporter'] })).toBe(false);
    expect(canEditUsers(null)).toBe(false);
  });

  it('never offers the internal Authenticated role', () => {
    expect(isAssignableRole('Supplier')).toBe(true);
    expect(isAssignableRole('Authenticated')).toBe(false);
  });

  it('tells an empty, a complete and a partial partner fulfillment apart', () => {
    expect(partnerFulfillmentState(null)).toBe('none');
    expect(partnerFulfillmentState({ name: ' ' })).toBe('none');
    expect(partnerFulfillmentState(pf)).toBe('complete');
    expect(partnerFulfillmentState({ ...pf, api_key: null })).toBe('partial');
  });

  it('knows a calendar day', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('17/05/1990')).toBe(false);
  });
});
