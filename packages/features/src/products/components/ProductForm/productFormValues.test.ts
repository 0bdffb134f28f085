import { imagesOf, imagesProblem, withOption, type VariantRow } from './productFormValues';

// Choosing a type's variants by their options (VariantOptions): the rows a tick or an untick
// leaves in the table. The screen's part is the AddProduct stories (Chromium).

const row = (color: string, size: string): VariantRow => ({
  id: `${color}-${size}`,
  typeId: '7',
  label: `${color} / ${size}`,
  sku: `TEE-${color}-${size}`,
  options: [
    { name: 'Color', option: color },
    { name: 'Size', option: size },
  ],
  baseCents: 800,
  regular: 20,
  sale: 18,
});
const candidates = ['Black', 'White'].flatMap((c) => ['S', 'M', 'L'].map((s) => row(c, s)));
const ids = (rows: VariantRow[]) => rows.map((r) => r.id);

describe('choosing variants by their options', () => {
  it('unticking an option takes every variant of it out', () => {
    expect(ids(withOption(candidates, candidates, 'Color', 'Black', false))).toEqual([
      'White-S',
      'White-M',
      'White-L',
    ]);
  });

  it('ticking it again brings back those whose other options are still in, keeping edited prices', () => {
    const noBlack = withOption(candidates, candidates, 'Color', 'Black', false);
    const noS = withOption(candidates, noBlack, 'Size', 'S', false);
    const edited = noS.map((r) => (r.id === 'White-M' ? { ...r, regular: 25 } : r));
    const back = withOption(candidates, edited, 'Color', 'Black', true);
    expect(ids(back)).toEqual(['Black-M', 'Black-L', 'White-M', 'White-L']);
    expect(back.find((r) => r.id === 'White-M')!.regular).toBe(25);
    expect(back.find((r) => r.id === 'Black-M')!.regular).toBe(20);
  });

  it('a row taken out by Remove stays out when another option is ticked', () => {
    const removed = candidates.filter((r) => r.id !== 'White-M');
    const noL = withOption(candidates, removed, 'Size', 'L', false);
    expect(ids(withOption(candidates, noL, 'Size', 'L', true))).toEqual(ids(removed));
  });
});

describe('the images typed (imagesOf, imagesProblem)', () => {
  it('reads one per line or comma separated, each once, and names the first that is not an address', () => {
    const typed = 'https://a.example/1.png\n https://a.example/2.png, https://a.example/1.png\n';
    expect(imagesOf(typed)).toEqual(['https://a.example/1.png', 'https://a.example/2.png']);
    expect(imagesProblem(typed)).toBeNull();
    expect(imagesProblem('https://a.example/1.png\nftp://b.example/2.png')).toBe(
      'ftp://b.example/2.png is not an image address (http or https).',
    );
    const many = Array.from({ length: 21 }, (_, i) => `https://a.example/${i}.png`).join('\n');
    expect(imagesProblem(many)).toBe('At most 20 images.');
  });
});
