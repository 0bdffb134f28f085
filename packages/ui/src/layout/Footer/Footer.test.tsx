import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('is the contentinfo landmark with a copyright line for this year by default', () => {
    renderWithTheme(<Footer />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} POD Office. All rights reserved.`,
    );
  });

  it('shows the content it is given instead', () => {
    renderWithTheme(<Footer productName="Acme">Made by Acme</Footer>);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/^Made by Acme$/);
  });
});
