import { findActiveItem, pathMatches } from './navigation';
import { adminMenu } from './AppLayout/AppLayout.fixtures';

describe('pathMatches', () => {
  it.each([
    ['/orders', '/orders', true],
    ['/orders', '/orders/', true],
    ['/orders', '/orders/12', true],
    ['/orders', '/orders-archive', false],
    ['/admin/settings?key=mail', '/admin/settings?key=payment', true],
    ['/', '/dashboard', false],
    ['/', '/', true],
  ])('%s covers %s: %s', (path, current, expected) => {
    expect(pathMatches(path, current)).toBe(expected);
  });
});

describe('findActiveItem', () => {
  it('prefers the most specific entry and names the groups that hold it', () => {
    expect(findActiveItem(adminMenu, '/orders/trackings')).toEqual({
      key: 'orders-trackings',
      ancestors: ['orders'],
    });
    expect(findActiveItem(adminMenu, '/orders/orders-manager/77')).toEqual({
      key: 'orders-internal',
      ancestors: ['orders'],
    });
  });

  it('finds top-level entries and sub-pages of them', () => {
    expect(findActiveItem(adminMenu, '/sites/4/settings')).toEqual({ key: 'sites', ancestors: [] });
  });

  it('finds nothing for a page outside the menu or no path', () => {
    expect(findActiveItem(adminMenu, '/profile')).toBeUndefined();
    expect(findActiveItem(adminMenu, undefined)).toBeUndefined();
  });
});
