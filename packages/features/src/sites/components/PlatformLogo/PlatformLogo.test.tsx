import { screen } from '@testing-library/react';
import { SITE_PLATFORMS } from '@podoffice/domain';
import { renderWithProviders } from '../../../test/render';
import { PlatformLogo } from './PlatformLogo';

describe('PlatformLogo', () => {
  it.each([
    ['shopify', 'Shopify'],
    ['woocommerce', 'WooCommerce'],
    ['shopbase', 'ShopBase'],
    ['api', 'API'],
    ['import', 'Import'],
  ] as const)('names %s as %s', (platform, name) => {
    renderWithProviders(<PlatformLogo platform={platform} />);
    expect(screen.getByRole('img', { name })).toHaveTextContent(name);
  });

  it('keeps the name for screen readers when only the mark shows', () => {
    renderWithProviders(<PlatformLogo platform="shopbase" showName={false} />);
    const logo = screen.getByRole('img', { name: 'ShopBase' });
    expect(logo).not.toHaveTextContent('ShopBase');
  });

  it('draws no external image', () => {
    const { container } = renderWithProviders(
      <>
        {SITE_PLATFORMS.map((p) => (
          <PlatformLogo key={p} platform={p} />
        ))}
      </>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('svg')).toHaveLength(SITE_PLATFORMS.length);
  });
});
