import {
  DATE_MESSAGES,
  MESSAGES,
  RULE_MESSAGES,
  attributeSchema,
  attributeTermSchema,
  canManageCatalogueRules,
  discountDayOf,
  discountDayUtc,
  discountSchema,
  firstValidationError,
  looksLikeHtml,
  normalizeDiscountType,
  pageAfterDelete,
  policySchema,
  skuError,
  skuMaxFor,
  toDiscountInput,
  USER_ROLES,
} from './index';

const attributes: Record<string, string> = { '1': 'Size', '2': 'color' };
const termSchema = attributeTermSchema((id) => attributes[id]);
const term = (values: Record<string, unknown>) =>
  firstValidationError(termSchema, { attribute_id: '2', option_name: 'Red', sku: 'RD', ...values });

describe('catalogue rules: who may change them (spec 1 §6)', () => {
  it.each(USER_ROLES.map((role) => [role, role === 'Administrator'] as const))(
    '%s may manage: %s',
    (role, allowed) => {
      expect(canManageCatalogueRules({ roles: [role] })).toBe(allowed);
    },
  );
});

describe('attribute (spec 1 §5)', () => {
  it('needs a name of at most 50 characters', async () => {
    expect(await firstValidationError(attributeSchema, { name: '  ' })).toBe(
      MESSAGES.attributeNameRequired,
    );
    expect(await firstValidationError(attributeSchema, { name: 'x'.repeat(51) })).toBe(
      RULE_MESSAGES.nameMax,
    );
    expect(await firstValidationError(attributeSchema, { name: 'size' })).toBeNull();
  });
});

describe('attribute term (spec 1 §5, §9)', () => {
  it('needs an attribute, a known one', async () => {
    expect(await term({ attribute_id: '' })).toBe(MESSAGES.termAttributeRequired);
    expect(await term({ attribute_id: '99' })).toBe(MESSAGES.termAttributeRequired);
  });

  it('needs an option name of at most 50 characters', async () => {
    expect(await term({ option_name: '' })).toBe(MESSAGES.attributeNameRequired);
    expect(await term({ option_name: 'x'.repeat(50) })).toBeNull();
    expect(await term({ option_name: 'x'.repeat(51) })).toBe(RULE_MESSAGES.nameMax);
  });

  it('needs a sku', async () => {
    expect(await term({ sku: ' ' })).toBe(MESSAGES.termSkuRequired);
  });

  it('allows 10 sku characters under size, whatever its case, and 5 under the others', async () => {
    expect(await term({ attribute_id: '1', sku: '10CHARSXXL' })).toBeNull();
    expect(await term({ attribute_id: '1', sku: '11CHARSXXXL' })).toBe(MESSAGES.sizeSkuMax);
    expect(await term({ attribute_id: '2', sku: 'RED01' })).toBeNull();
    expect(await term({ attribute_id: '2', sku: 'RED012' })).toBe(MESSAGES.otherSkuMax);
    expect(skuMaxFor(' SIZE ')).toBe(10);
    expect(skuMaxFor('material')).toBe(5);
  });

  it('asks for an attribute before it can judge a sku', () => {
    expect(skuError('ABC', undefined)).toBe(MESSAGES.selectAttribute);
    expect(skuError('', 'size')).toBe(MESSAGES.termSkuRequired);
    expect(skuError('ABCDEF', 'size')).toBeNull();
  });

  it('reports the attribute first when the sku cannot be judged without one', async () => {
    const schema = attributeTermSchema(() => undefined);
    expect(
      await firstValidationError(schema, { attribute_id: '', option_name: 'M', sku: 'M' }),
    ).toBe(MESSAGES.termAttributeRequired);
  });
});

describe('guideline & policy (spec 1 §5)', () => {
  const policy = (values: Record<string, unknown>) =>
    firstValidationError(policySchema, { title: 'Shipping', type: 1, ...values });

  it('needs a title and a type of guideline or policy', async () => {
    expect(await policy({ title: '' })).toBe(RULE_MESSAGES.policyTitleRequired);
    expect(await policy({ type: '' })).toBe(MESSAGES.policyTypeRequired);
    expect(await policy({ type: 3 })).toBe(MESSAGES.policyTypeRequired);
    expect(await policy({ type: 2 })).toBeNull();
  });

  it('sorts at 1 and describes with nothing unless told', () => {
    expect(policySchema.cast({ title: 'A', type: 1 })).toEqual({
      title: 'A',
      type: 1,
      sorting: 1,
      description: '',
    });
    expect(
      policySchema.cast({ title: 'A', type: 1, sorting: '', description: null }),
    ).toMatchObject({ sorting: 1, description: '' });
  });

  it('refuses a sorting that is not a whole number from 0', async () => {
    expect(await policy({ sorting: -1 })).toBe(RULE_MESSAGES.sortingInvalid);
    expect(await policy({ sorting: 1.5 })).toBe(RULE_MESSAGES.sortingInvalid);
    expect(await policy({ sorting: 0 })).toBeNull();
  });

  it('tells markup from plain text', () => {
    expect(looksLikeHtml('<p>Ship in <b>3</b> days</p>')).toBe(true);
    expect(looksLikeHtml('Ship in 3 days, 2 < 3')).toBe(false);
    expect(looksLikeHtml(null)).toBe(false);
  });
});

describe('discount (spec 1 §5, §9)', () => {
  const timeline = {
    name: 'Spring',
    discount: 10,
    type: 'timeline',
    start_time: '2026-03-01',
    end_time: '2026-03-31',
  };
  const days = { name: 'Welcome', discount: 5, type: 'time_amount', effective_time: 30 };
  const discount = (values: Record<string, unknown>) =>
    firstValidationError(discountSchema, values);

  it('needs a name and a discount from 1 to 100', async () => {
    expect(await discount({ ...days, name: '' })).toBe(MESSAGES.discountNameRequired);
    expect(await discount({ ...days, discount: '' })).toBe(MESSAGES.discountRequired);
    expect(await discount({ ...days, discount: 0 })).toBe(RULE_MESSAGES.discountRange);
    expect(await discount({ ...days, discount: 101 })).toBe(RULE_MESSAGES.discountRange);
    expect(await discount({ ...days, discount: 100 })).toBeNull();
    expect(await discount({ ...days, discount: 1 })).toBeNull();
  });

  it('takes a percent with up to two decimals, as seller levels do (12.5%)', async () => {
    expect(await discount({ ...days, discount: 12.5 })).toBeNull();
    expect(await discount({ ...days, discount: 12.25 })).toBeNull();
    expect(await discount({ ...days, discount: '7.05' })).toBeNull();
    expect(await discount({ ...days, discount: 12.345 })).toBe(RULE_MESSAGES.discountRange);
    expect(await discount({ ...days, discount: 0.99 })).toBe(RULE_MESSAGES.discountRange);
    expect(await discount({ ...days, discount: 100.01 })).toBe(RULE_MESSAGES.discountRange);
  });

  it('needs a type; days is another spelling of time_amount', async () => {
    expect(await discount({ ...days, type: '' })).toBe(RULE_MESSAGES.discountTypeRequired);
    expect(await discount({ ...days, type: 'forever' })).toBe(RULE_MESSAGES.discountTypeRequired);
    expect(await discount({ ...days, type: 'days' })).toBeNull();
    expect(normalizeDiscountType('days')).toBe('time_amount');
  });

  it('needs a number of days for time_amount', async () => {
    expect(await discount({ ...days, effective_time: '' })).toBe(MESSAGES.discountTimeRequired);
    expect(await discount({ ...days, effective_time: null })).toBe(MESSAGES.discountTimeRequired);
    expect(await discount({ ...days, effective_time: 0 })).toBe(RULE_MESSAGES.discountDaysInvalid);
  });

  it('needs a date range for timeline, in order', async () => {
    expect(await discount({ ...timeline, start_time: null })).toBe(MESSAGES.discountRangeRequired);
    expect(await discount({ ...timeline, end_time: '' })).toBe(MESSAGES.discountRangeRequired);
    expect(await discount({ ...timeline, end_time: 'soon' })).toBe(MESSAGES.discountRangeRequired);
    expect(await discount({ ...timeline, start_time: '0000-01-01' })).toBe(
      DATE_MESSAGES.outOfRange('start_time'),
    );
    expect(await discount({ ...timeline, end_time: '2101-01-01' })).toBe(
      DATE_MESSAGES.outOfRange('end_time'),
    );
    expect(await discount({ ...timeline, end_time: '2026-02-28' })).toBe(
      RULE_MESSAGES.discountEndBeforeStart,
    );
    expect(await discount({ ...timeline, end_time: '2026-03-01' })).toBeNull();
  });

  it('sends the dates as the start of their UTC day and only the chosen type’s fields', async () => {
    expect(
      toDiscountInput(await discountSchema.validate({ ...timeline, effective_time: 9 })),
    ).toEqual({
      name: 'Spring',
      discount: 10,
      type: 'timeline',
      effective_time: null,
      start_time: '2026-03-01T00:00:00.000Z',
      end_time: '2026-03-31T00:00:00.000Z',
    });
    expect(
      toDiscountInput(
        await discountSchema.validate({ ...days, type: 'days', start_time: '2026-01-01' }),
      ),
    ).toEqual({
      name: 'Welcome',
      discount: 5,
      type: 'time_amount',
      effective_time: 30,
      start_time: null,
      end_time: null,
    });
  });

  it('reads a stored date back as its UTC day', () => {
    expect(discountDayUtc('2026-03-01T18:30:00-08:00')).toBe('2026-03-02T00:00:00.000Z');
    expect(discountDayOf('2026-03-01T00:00:00.000Z')).toBe('2026-03-01');
    expect(discountDayOf(null)).toBeNull();
  });
});

describe('deleting the last row of a page (spec 1 §4)', () => {
  it('goes back one page, but never before the first', () => {
    expect(pageAfterDelete(3, 1)).toBe(2);
    expect(pageAfterDelete(3, 2)).toBe(3);
    expect(pageAfterDelete(2, 3, 3)).toBe(1);
    expect(pageAfterDelete(1, 1)).toBe(1);
  });
});
