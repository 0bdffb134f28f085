import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('shows 404, a message and a Back to Home link to /dashboard', () => {
    renderWithTheme(<NotFound />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404');
    expect(screen.getByText('Sorry, the page you visited does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('uses an h2 inside the layout, whose title bar holds the h1', () => {
    renderWithTheme(<NotFound headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('404');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('links elsewhere when given an href', () => {
    renderWithTheme(<NotFound href="/app/dashboard" />);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/app/dashboard',
    );
  });

  it('calls onBack from a button, by mouse or keyboard', async () => {
    const onBack = jest.fn();
    renderWithTheme(<NotFound onBack={onBack} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Back to Home' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onBack).toHaveBeenCalledTimes(2);
  });
});
