import {
  CATALOGUE_LIMITS,
  CATALOGUE_MESSAGES as C,
  MESSAGES,
  canAddCategory,
  canEditCategory,
  canManageNews,
  canManageUserLevels,
  categorySchema,
  firstValidationError,
  htmlHasContent,
  newsSchema,
  userLevelSchema,
  type Role,
} from './index';

const as = (...roles: Role[]) => ({ roles: roles.map((name) => ({ name })) });

describe('levels, news and categories permissions (spec 1 §6)', () => {
  it.each([
    ['Administrator', true, true, true, true],
    ['Listing', true, true, true, true],
    ['Supporter', false, false, false, false],
    ['Seller', false, false, false, false],
    ['Supplier', false, false, false, false],
    ['Accounting', false, false, false, false],
  ] as const)(
    '%s: levels %s, news %s, add category %s, edit category %s',
    (role, levels, news, add, edit) => {
      expect(canManageUserLevels(as(role))).toBe(levels);
      expect(canManageNews(as(role))).toBe(news);
      expect(canAddCategory(as(role))).toBe(add);
      expect(canEditCategory(as(role))).toBe(edit);
    },
  );

  it('allows nothing without a user', () => {
    expect(canManageUserLevels(null)).toBe(false);
    expect(canAddCategory(undefined)).toBe(false);
  });
});

describe('user level form (spec 1 §5)', () => {
  const valid = { name: 'Gold', order_total: 500, discount: 5, status: true };

  it('accepts the bounds 0 and 100000, 0 and 100', async () => {
    for (const values of [
      { ...valid, order_total: 0, discount: 0 },
      { ...valid, order_total: 100000, discount: 100 },
      { ...valid, discount: 2.5 },
    ]) {
      expect(await firstValidationError(userLevelSchema, values)).toBeNull();
    }
  });

  it.each([
    ['no name', { name: '  ' }, MESSAGES.levelNameRequired],
    ['a name over 50 characters', { name: 'x'.repeat(51) }, C.levelNameMax],
    ['no order total', { order_total: undefined }, C.levelOrderTotalRequired],
    ['a cleared order total', { order_total: '' }, C.levelOrderTotalRequired],
    ['an order total that is not a number', { order_total: 'many' }, C.levelOrderTotalRequired],
    ['a negative order total', { order_total: -1 }, C.levelOrderTotalRange],
    ['an order total over 100000', { order_total: 100001 }, C.levelOrderTotalRange],
    ['a fractional order total', { order_total: 10.5 }, C.levelOrderTotalWhole],
    ['no discount', { discount: undefined }, C.levelDiscountRequired],
    ['a negative discount', { discount: -0.1 }, C.levelDiscountRange],
    ['a discount over 100', { discount: 101 }, C.levelDiscountRange],
  ])('refuses %s', async (_case, change, message) => {
    expect(await firstValidationError(userLevelSchema, { ...valid, ...change })).toBe(message);
  });

  it('says the name first when everything is missing', async () => {
    expect(await firstValidationError(userLevelSchema, {})).toBe(MESSAGES.levelNameRequired);
  });

  it('defaults the level to active', () => {
    expect(userLevelSchema.cast({ name: 'Gold', order_total: 1, discount: 1 }).status).toBe(true);
  });
});

describe('news form (spec 1 §5)', () => {
  const valid = { title: 'Summer sale', content: '<p>Mugs ship free</p>' };

  it('accepts a title and some content, with the flags off by default', async () => {
    expect(await firstValidationError(newsSchema, valid)).toBeNull();
    expect(newsSchema.cast(valid)).toMatchObject({
      status: true,
      notification: false,
      send_mail: false,
    });
  });

  it.each([
    ['no title', { title: '' }, C.titleRequired],
    ['a blank title', { title: '   ' }, C.titleRequired],
    ['a title over 255 characters', { title: 'x'.repeat(256) }, C.titleMax],
    ['no content', { content: '' }, C.contentRequired],
    ['an emptied editor', { content: '<p><br></p>' }, C.contentRequired],
    ['only blank space', { content: '<p>&nbsp; </p>' }, C.contentRequired],
    ['only a script', { content: '<script>alert(1)</script>' }, C.contentRequired],
    [
      'content over the limit',
      { content: `<p>${'x'.repeat(CATALOGUE_LIMITS.newsContentMax)}</p>` },
      C.contentMax,
    ],
  ])('refuses %s', async (_case, change, message) => {
    expect(await firstValidationError(newsSchema, { ...valid, ...change })).toBe(message);
  });
});

describe('category form (spec 1 §5)', () => {
  it('needs only a title', async () => {
    expect(await firstValidationError(categorySchema, { title: 'Apparel' })).toBeNull();
    expect(categorySchema.cast({ title: ' Apparel ' })).toEqual({
      title: 'Apparel',
      description: '',
      status: true,
    });
  });

  it.each([
    ['no title', { title: '' }, C.titleRequired],
    ['a title over 255 characters', { title: 'x'.repeat(256) }, C.titleMax],
    [
      'a description over 2000 characters',
      { title: 'A', description: 'x'.repeat(2001) },
      C.descriptionMax,
    ],
  ])('refuses %s', async (_case, values, message) => {
    expect(await firstValidationError(categorySchema, values)).toBe(message);
  });
});

describe('htmlHasContent', () => {
  it.each([
    ['<p>Hi</p>', true],
    ['<img src="a.png">', true],
    ['<p><br></p>', false],
    ['<ul><li></li></ul>', false],
    ['', false],
    [null, false],
  ])('%s has content: %s', (html, expected) => {
    expect(htmlHasContent(html)).toBe(expected);
  });
});

describe('page sizes (spec 1 §9)', () => {
  it('shows 20 news, 3 on the dashboard and 50 categories a page', () => {
    expect(CATALOGUE_LIMITS.newsPageSize).toBe(20);
    expect(CATALOGUE_LIMITS.newsDashboardPageSize).toBe(3);
    expect(CATALOGUE_LIMITS.categoriesPageSize).toBe(50);
  });
});
