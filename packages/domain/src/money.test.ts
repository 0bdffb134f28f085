import { formatMoney } from './money';

describe('formatMoney', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

  it('writes what Intl writes for dollars and cents, thousands and negatives', () => {
    const amounts = [
      0, 0.01, 0.1, 0.5, 1, 4.5, 9.99, 10, 99.995, 100, 999.999, 1000, 1234.5, 12345.67, 100000,
      1234567.89, 21474836.47, -0.01, -4.5, -1234.5, -1000000, 2.675, 1.005, 0.125,
    ];
    for (const amount of amounts) expect(formatMoney(amount)).toBe(intl.format(amount));
  });

  it('agrees with Intl on every cent up to $20 and on random amounts', () => {
    for (let cents = 0; cents <= 2000; cents += 1) {
      expect(formatMoney(cents / 100)).toBe(intl.format(cents / 100));
    }
    let seed = 7;
    for (let i = 0; i < 2000; i += 1) {
      seed = (seed * 48271) % 2147483647;
      const amount = ((seed % 2_000_000_00) - 1_000_000_00) / 100;
      expect(formatMoney(amount)).toBe(intl.format(amount));
    }
  });

  it('shows no minus for an amount that rounds to zero cents', () => {
    expect(formatMoney(-0.001)).toBe('$0.00');
    expect(formatMoney(-0)).toBe('$0.00');
  });
});
