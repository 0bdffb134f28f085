import { renderWithTheme } from '../../../test/render';
import { NAV_ICON_NAMES, NavIcon, NavIcons, type NavIconName } from './NavIcons';

describe('NavIcon', () => {
  it.each([
    'dashboard',
    'users',
    'sites',
    'products',
    'orders',
    'download',
    'balance',
    'policy',
    'settings',
    'catalog',
    'levels',
    'news',
    'categories',
    'productTypes',
    'carriers',
    'tracking',
    'attributes',
    'attributeTerms',
    'discounts',
    'customers',
    'outbox',
    'logs',
    'terminal',
  ])('draws the %s glyph of the menu, hidden from screen readers', (name) => {
    const { container } = renderWithTheme(<NavIcon name={name as NavIconName} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.childElementCount).toBeGreaterThan(0);
  });

  it('draws every glyph differently, so no two menu entries share an icon by accident', () => {
    const drawings = NAV_ICON_NAMES.map((name) => {
      const { container, unmount } = renderWithTheme(<NavIcon name={name} />);
      const svg = container.querySelector('svg')!.innerHTML;
      unmount();
      return svg;
    });
    expect(new Set(drawings).size).toBe(NAV_ICON_NAMES.length);
  });

  it('lists every glyph name once', () => {
    expect(NAV_ICON_NAMES).toEqual(
      expect.arrayContaining(['dashboard', 'orders', 'menu', 'close']),
    );
    expect(new Set(NAV_ICON_NAMES).size).toBe(NAV_ICON_NAMES.length);
  });

  it('passes svg attributes through', () => {
    const { container } = renderWithTheme(<NavIcons.menu width={32} className="big" />);
    expect(container.querySelector('svg')).toHaveAttribute('width', '32');
    expect(container.querySelector('svg')).toHaveClass('big');
  });
});
