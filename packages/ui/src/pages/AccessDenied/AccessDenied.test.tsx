import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { AccessDenied } from './AccessDenied';

describe('AccessDenied', () => {
  it("has exactly 'Access denied' as its heading and a Back to Home link to /dashboard", () => {
    renderWithTheme(<AccessDenied />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Access denied');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('uses an h2 inside the layout', () => {
    renderWithTheme(<AccessDenied headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Access denied');
  });

  it('calls onBack instead when given one', async () => {
    const onBack = jest.fn();
    renderWithTheme(
      <AccessDenied onBack={onBack} message="Ask an administrator for the Accounting role." />,
    );
    expect(screen.getByText('Ask an administrator for the Accounting role.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
