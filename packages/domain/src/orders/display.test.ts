import {
  canOpenOrderDetail,
  costLabel,
  IMAGE_PREVIEW_WIDTH,
  imagePreviewUrl,
  ORDER_STATUS_COUNT_MAX,
  orderIdLabel,
  orderImageUrl,
  orderStatusCountLabel,
} from './display';
import { formatOrderDate } from '../dates';

describe('order id (spec 2 §9: N plus 6 zero-padded digits)', () => {
  it.each([
    [1, 'N000001'],
    [123, 'N000123'],
    [999999, 'N999999'],
    [1234567, 'N1234567'],
    ['42', 'N000042'],
  ])('%p reads %s', (id, label) => {
    expect(orderIdLabel(id)).toBe(label);
  });
});

describe('order date (spec 2 §9: DD MMM YYYY, HH:mm:ss)', () => {
  it('shows day, month name, year and the time to the second', () => {
    expect(formatOrderDate('2026-03-05T09:04:05')).toBe('05 Mar 2026, 09:04:05');
    expect(formatOrderDate('2026-12-31T23:59:59')).toBe('31 Dec 2026, 23:59:59');
  });
});

describe('costs (spec 2 §9: only above 0, with $)', () => {
  it.each([
    [12.5, '$12.50'],
    [0.01, '$0.01'],
    [1234.5, '$1,234.50'],
  ])('%p shows as %s', (amount, label) => {
    expect(costLabel(amount)).toBe(label);
  });

  it.each([[0], [-1], [0.004], [null], [undefined], [Number.NaN]])('%p shows nothing', (amount) => {
    expect(costLabel(amount)).toBeNull();
  });
});

describe('images (spec 2 §9: storage prefix, 200 px previews)', () => {
  const base = 'https://cdn.example.com/files/';

  it('keeps an address that starts with http', () => {
    expect(orderImageUrl('https://shop.example/a.png', base)).toBe('https://shop.example/a.png');
    expect(orderImageUrl('http://shop.example/a.png', base)).toBe('http://shop.example/a.png');
    expect(orderImageUrl('HTTPS://shop.example/a.png', base)).toBe('HTTPS://shop.example/a.png');
  });

  it('prefixes a stored key with the storage base address, with one slash between', () => {
    expect(orderImageUrl('uploads/1/a.png', base)).toBe(
      'https://cdn.example.com/files/uploads/1/a.png',
    );
    expect(orderImageUrl('/uploads/1/a.png', '/files')).toBe('/files/uploads/1/a.png');
  });

  it('gives null for no image', () => {
    expect(orderImageUrl('', base)).toBeNull();
    expect(orderImageUrl('  ', base)).toBeNull();
    expect(orderImageUrl(null, base)).toBeNull();
    expect(orderImageUrl(undefined, base)).toBeNull();
  });

  it('asks for a preview 200 px wide, keeping any query and fragment', () => {
    expect(IMAGE_PREVIEW_WIDTH).toBe(200);
    expect(imagePreviewUrl('/files/uploads/a.png')).toBe('/files/uploads/a.png?width=200');
    expect(imagePreviewUrl('https://cdn.example/a.png?v=2')).toBe(
      'https://cdn.example/a.png?v=2&width=200',
    );
    expect(imagePreviewUrl('https://cdn.example/a.png#top', 400)).toBe(
      'https://cdn.example/a.png?width=400#top',
    );
  });

  it('replaces a width the address already asks for', () => {
    expect(imagePreviewUrl('/a.png?width=800')).toBe('/a.png?width=200');
    expect(imagePreviewUrl('/a.png?width=800&v=2')).toBe('/a.png?v=2&width=200');
    expect(imagePreviewUrl('/a.png?v=2&width=800')).toBe('/a.png?v=2&width=200');
  });
});

describe('status badge counts (spec 2 §9: overflow at 9,999,999)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [12345, '12,345'],
    [ORDER_STATUS_COUNT_MAX, '9,999,999'],
    [ORDER_STATUS_COUNT_MAX + 1, '9,999,999+'],
    [123_456_789, '9,999,999+'],
  ])('%p reads %s', (count, label) => {
    expect(orderStatusCountLabel(count)).toBe(label);
  });
});

describe('canOpenOrderDetail (spec 2 §2: /orders/orders-manager/{id})', () => {
  it('is for Administrator, Seller and Supplier; not for a Supporter or nobody', () => {
    expect(canOpenOrderDetail({ roles: ['Administrator'] })).toBe(true);
    expect(canOpenOrderDetail({ roles: ['Seller'] })).toBe(true);
    expect(canOpenOrderDetail({ roles: ['Supplier'] })).toBe(true);
    expect(canOpenOrderDetail({ roles: ['Supporter'] })).toBe(false);
    expect(canOpenOrderDetail({ roles: ['Supporter', 'Seller'] })).toBe(true);
    expect(canOpenOrderDetail(null)).toBe(false);
  });
});
