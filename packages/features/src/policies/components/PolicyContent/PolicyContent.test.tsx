import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { PolicyContent } from './PolicyContent';

describe('PolicyContent', () => {
  it('shows HTML without its scripts and handlers', () => {
    const { container } = renderWithProviders(
      <PolicyContent description='<p>Held <strong>24 hours</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>' />,
    );
    expect(screen.getByText('24 hours').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('shows plain text as text, markup characters included', () => {
    renderWithProviders(<PolicyContent description={'Fees: 2 < 3\nsecond line'} />);
    expect(screen.getByText(/Fees: 2 < 3/)).toHaveTextContent('Fees: 2 < 3 second line');
  });

  it('says when there is no description', () => {
    renderWithProviders(<PolicyContent description="  " />);
    expect(screen.getByText('No description.')).toBeInTheDocument();
  });
});
