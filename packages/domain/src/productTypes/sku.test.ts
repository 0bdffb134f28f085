import {
  cleanSku,
  generateSku,
  normalizeSku,
  PRODUCT_TYPE_MESSAGES as M,
  productTypeSkuForSave,
  skuSaveError,
} from '../index';

describe('product type sku generated from the title (spec 2 §5)', () => {
  it.each([
    ['an empty title', '', ''],
    ['no title', null, ''],
    ['a short title, uppercased', 'Mug', 'MUG'],
    ['a title of exactly 7 characters, kept whole', 'Hoodies', 'HOODIES'],
    ['7 characters with a space, space removed', 'Mug Cup', 'MUGCUP'],
    ['blanks around a short title', '  mug  ', 'MUG'],
    ['8 characters: initials', 'Tote Bag', 'TB'],
    ['one long word: its initial', 'T-Shirts', 'T'],
    ['initials cut to 7', 'classic unisex heavy cotton tee shirt for men', 'CUHCTSF'],
    ['initials of exactly 7 words', 'a b c d e f g', 'ABCDEFG'],
    ['an apostrophe inside a word', "Men's Premium Tee", 'MPT'],
    ['a lone dash is no word', 'Hoodie - Unisex Heavy Blend', 'HUHB'],
    ['accents dropped', 'Écharpe Été Hiver', 'EEH'],
    ['special characters of a short title removed', 'Mug #1', 'MUG1'],
    ['a digit as an initial', '3D Printed Poster', '3PP'],
    ['tabs and new lines between words', 'Long\tSleeve\nShirt', 'LSS'],
    ['nothing but symbols', '★★★★★★★★', ''],
  ])('%s: %p gives %p', (_, title, sku) => {
    expect(generateSku(title)).toBe(sku);
    if (sku) expect(skuSaveError(sku)).toBeNull();
  });
});

describe('product type sku on blur (spec 2 §5)', () => {
  it.each([
    ['lowercase', 'tsu', 'TSU'],
    ['spaces inside and around', ' t s u ', 'TSU'],
    ['tabs and new lines', 'ab\tc\nd', 'ABCD'],
    ['cut to 7', 'abcdefghij', 'ABCDEFG'],
    ['exactly 7 after removing spaces', 'abc defg', 'ABCDEFG'],
    ['special characters kept for the save rule to report', 'a-b$', 'A-B$'],
    ['empty', '', ''],
    ['nothing', undefined, ''],
  ])('%s: %p gives %p', (_, typed, sku) => {
    expect(normalizeSku(typed)).toBe(sku);
  });

  it('cleanSku uppercases and removes spaces without cutting', () => {
    expect(cleanSku(' abc defgh ')).toBe('ABCDEFGH');
  });
});

describe('product type sku on save (spec 2 §5)', () => {
  it.each([
    ['one character', 'A', null],
    ['seven characters', 'ABCDEFG', null],
    ['letters and digits', 'A1B2', null],
    ['empty', '', M.skuLength],
    ['nothing', null, M.skuLength],
    ['eight characters', 'ABCDEFGH', M.skuLength],
    ['eight characters with a special one: length first', 'ABCDEFG-', M.skuLength],
    ['a dash', 'AB-1', M.skuInvalid],
    ['an underscore', 'A_B', M.skuInvalid],
    ['a space', 'AB C', M.skuInvalid],
    ['lowercase (clean it first)', 'abc', M.skuInvalid],
    ['accented letters', 'ÉTÉ', M.skuInvalid],
    ['an emoji', 'AB😀', M.skuInvalid],
  ])('%s: %p gives %p', (_, sku, message) => {
    expect(skuSaveError(sku)).toBe(message);
  });

  it('has the spec’s two messages and the unique-key message word for word', () => {
    expect(M.skuLength).toBe("SKU's number of characters cannot be greater than 7 and less than 1");
    expect(M.skuInvalid).toBe('Invalid SKU. SKU does not include special characters.');
    expect(M.skuDuplicated).toBe('SKU is duplicated');
  });

  it.each([
    ['a typed sku, cleaned', ' ab c ', 'Anything', { sku: 'ABC', error: null }],
    ['no sku: made from the title', '', 'Tote Bag', { sku: 'TB', error: null }],
    ['blank sku: made from the title', '   ', 'Mug', { sku: 'MUG', error: null }],
    ['a typed sku too long', 'abcdefgh', 'Mug', { sku: 'ABCDEFGH', error: M.skuLength }],
    ['a typed special character', 'a$', 'Mug', { sku: 'A$', error: M.skuInvalid }],
    ['no sku and a title of symbols', '', '★★', { sku: '', error: M.skuLength }],
  ])('%s', (_, sku, title, expected) => {
    expect(productTypeSkuForSave(sku, title)).toEqual(expected);
  });
});
