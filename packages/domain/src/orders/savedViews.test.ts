import { SAVED_VIEW_MESSAGES as M, savedViewError, savedViewName } from './savedViews';

const ok = { screen: 'orders', name: 'Errors this week', query: 'tab=error', columns: ['id'] };

describe('savedViewError', () => {
  it('accepts a named view of a known screen', () => {
    expect(savedViewError(ok)).toBeNull();
    expect(savedViewError({ ...ok, columns: null })).toBeNull();
  });

  it.each([
    [{ ...ok, screen: 'users' }, M.badScreen],
    [{ ...ok, name: '   ' }, M.nameRequired],
    [{ ...ok, name: 'x'.repeat(41) }, M.nameTooLong],
    [{ ...ok, query: 'search=' + 'x'.repeat(2_000) }, M.badQuery],
    [{ ...ok, columns: ['id', 'id'] }, M.badColumns],
    [{ ...ok, columns: ['<script>'] }, M.badColumns],
    [{ ...ok, columns: Array.from({ length: 41 }, (_, i) => `c${i}`) }, M.badColumns],
  ])('refuses %o', (input, message) => {
    expect(savedViewError(input)).toBe(message);
  });

  it('keeps the name trimmed with single spaces', () => {
    expect(savedViewName('  Late   EU orders ')).toBe('Late EU orders');
  });
});
