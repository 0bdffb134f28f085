import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { statusColors } from '../../theme';
import { Badge } from './Badge';

describe('Badge', () => {
  it("shows the status in the status's colours", () => {
    renderWithTheme(<Badge status="Approved" />);
    const badge = screen.getByText('Approved');
    expect(badge).toHaveStyle({
      color: statusColors.Approved.fg,
      backgroundColor: statusColors.Approved.bg,
    });
  });

  it('reads underscores as spaces unless given its own text', () => {
    renderWithTheme(
      <>
        <Badge status="in_production" />
        <Badge status="on_hold">Held by support</Badge>
      </>,
    );
    expect(screen.getByText('In production')).toHaveStyle({ color: statusColors.in_production.fg });
    expect(screen.getByText('Held by support')).toHaveStyle({ color: statusColors.on_hold.fg });
  });

  it('falls back to the default colours for an unknown status', () => {
    renderWithTheme(<Badge status="mystery" />);
    expect(screen.getByText('Mystery')).toHaveStyle({
      color: statusColors.default.fg,
      backgroundColor: statusColors.default.bg,
    });
  });
});
