import { pickerState, type PickerAttribute, type PickerVariant } from './variantOptions';

const attribute = (slug: string, options: string[]): PickerAttribute => ({
  name: slug,
  slug,
  options: options.map((name) => ({ name })),
});
const variant = (id: string, options: Record<string, string>): PickerVariant => ({
  id,
  attributes: Object.entries(options).map(([slug, option]) => ({ slug, option })),
});
const options = (state: ReturnType<typeof pickerState>, slug: string) =>
  [...(state.enabled.get(slug) ?? [])].sort();

// Color × Size with Red/L and Black/S missing.
const attributes = [
  attribute('color', ['White', 'Black', 'Red']),
  attribute('size', ['S', 'M', 'L']),
];
const variants = [
  variant('1', { color: 'White', size: 'S' }),
  variant('2', { color: 'White', size: 'M' }),
  variant('3', { color: 'White', size: 'L' }),
  variant('4', { color: 'Black', size: 'M' }),
  variant('5', { color: 'Black', size: 'L' }),
  variant('6', { color: 'Red', size: 'S' }),
  variant('7', { color: 'Red', size: 'M' }),
];

describe('pickerState (spec 2 §2 Catalog)', () => {
  it('offers every option some variant has while nothing is chosen, and no match', () => {
    const state = pickerState(attributes, variants, {});
    expect(options(state, 'color')).toEqual(['Black', 'Red', 'White']);
    expect(options(state, 'size')).toEqual(['L', 'M', 'S']);
    expect(state.match).toBeNull();
  });

  it('disables the combinations without a variant, keeping the chosen attribute switchable', () => {
    const red = pickerState(attributes, variants, { color: 'Red' });
    expect(options(red, 'size')).toEqual(['M', 'S']);
    // Other colours stay open: switching the colour is always possible.
    expect(options(red, 'color')).toEqual(['Black', 'Red', 'White']);
    const large = pickerState(attributes, variants, { size: 'L' });
    expect(options(large, 'color')).toEqual(['Black', 'White']);
  });

  it('matches the variant once every attribute is chosen', () => {
    expect(pickerState(attributes, variants, { color: 'Red', size: 'M' }).match?.id).toBe('7');
    expect(pickerState(attributes, variants, { color: 'Red', size: 'L' }).match).toBeNull();
  });

  it('works through a 2,000-variant type in one pass', () => {
    const sizes = Array.from({ length: 40 }, (_, i) => `S${i}`);
    const colors = Array.from({ length: 50 }, (_, i) => `C${i}`);
    const big = colors.flatMap((color, c) =>
      sizes.map((size, s) => variant(`${c}-${s}`, { color, size })),
    );
    // Drop one combination so a disabled option shows up in the big grid too.
    const grid = big.filter((v) => v.id !== '49-39');
    const started = performance.now();
    const state = pickerState([attribute('color', colors), attribute('size', sizes)], grid, {
      color: 'C49',
    });
    expect(performance.now() - started).toBeLessThan(200);
    expect(state.enabled.get('size')?.has('S39')).toBe(false);
    expect(state.enabled.get('size')?.size).toBe(39);
    expect(
      pickerState([attribute('color', colors), attribute('size', sizes)], grid, {
        color: 'C3',
        size: 'S7',
      }).match?.id,
    ).toBe('3-7');
  });
});
