import { rowOver, rowShift } from './RowDrag';

describe('the row drag geometry', () => {
  const geometry = { rowHeight: 80, count: 5, from: 1, over: 1 };

  it('puts the dragged row over the row its drawn place is nearest to, within the rows', () => {
    expect(rowOver(geometry, 0)).toBe(1);
    expect(rowOver(geometry, 39)).toBe(1);
    expect(rowOver(geometry, 41)).toBe(2);
    expect(rowOver(geometry, 240)).toBe(4);
    expect(rowOver(geometry, 800)).toBe(4);
    expect(rowOver(geometry, -800)).toBe(0);
  });

  it('moves the rows passed by one row towards where the dragged row came from', () => {
    // Row 1 dragged down over row 3: rows 2 and 3 move up, the others stay.
    expect([0, 1, 2, 3, 4].map((i) => rowShift(i, 1, 3, 80, 170))).toEqual([0, 170, -80, -80, 0]);
    // Row 3 dragged up over row 1: rows 1 and 2 move down.
    expect([0, 1, 2, 3, 4].map((i) => rowShift(i, 3, 1, 80, -150))).toEqual([0, 80, 80, -150, 0]);
    // No drag: nothing moves.
    expect([0, 1, 2].map((i) => rowShift(i, -1, -1, 80, 0))).toEqual([0, 0, 0]);
  });
});
