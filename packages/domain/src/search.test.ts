import {
  SEARCH_SCREENS_MAX,
  canSearchUsers,
  findScreens,
  searchText,
  siteSearchPath,
  siteSearchScope,
} from './search';

const role = (name: string) => ({ roles: [{ name }] });

describe('the top bar search (issue 10 §3)', () => {
  it('waits for two characters and trims the text', () => {
    expect(searchText(' a ')).toBeNull();
    expect(searchText('')).toBeNull();
    expect(searchText(undefined)).toBeNull();
    expect(searchText('  mu ')).toBe('mu');
  });

  it('lets only the Administrator find users', () => {
    expect(canSearchUsers(role('Administrator'))).toBe(true);
    for (const name of ['Supporter', 'Listing', 'Accounting', 'Seller', 'Supplier']) {
      expect(canSearchUsers(role(name))).toBe(false);
    }
    expect(canSearchUsers(null)).toBe(false);
  });

  it('scopes sites by role and leads each to a page the role may open', () => {
    expect(siteSearchScope(role('Administrator'))).toBe('all');
    expect(siteSearchScope(role('Supporter'))).toBe('all');
    expect(siteSearchScope(role('Seller'))).toBe('own');
    expect(siteSearchScope(role('Accounting'))).toBe('none');
    expect(siteSearchScope(role('Supplier'))).toBe('none');
    expect(siteSearchPath(role('Seller'), 4)).toBe('/sites/4/settings');
    expect(siteSearchPath(role('Administrator'), '4')).toBe('/sites/4/settings');
    expect(siteSearchPath(role('Supporter'), 4)).toBe('/sites');
  });

  it('finds screens by any part of their name, those starting with it first', () => {
    const screens = [
      { title: 'Activity Logs', path: '/admin/activity-logs' },
      { title: 'System Logs', path: '/admin/system-logs' },
      { title: 'Balance', path: '/balance' },
      { title: 'Login history', path: '/x' },
    ];
    expect(findScreens(screens, 'LOG').map((s) => s.path)).toEqual([
      '/x',
      '/admin/activity-logs',
      '/admin/system-logs',
    ]);
    expect(findScreens(screens, 'b')).toEqual([]);
    expect(findScreens(screens, 'zz')).toEqual([]);
  });

  it('lists a screen once and at most a handful', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ title: `News ${i}`, path: `/n/${i}` }));
    expect(findScreens([...many, ...many], 'news')).toHaveLength(SEARCH_SCREENS_MAX);
  });
});
