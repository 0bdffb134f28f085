import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { IconButton } from './IconButton';

const pencil = <svg width="16" height="16" viewBox="0 0 24 24" />;

describe('IconButton', () => {
  it('is named by its label, which is also the tooltip', () => {
    renderWithTheme(<IconButton label="Edit site">{pencil}</IconButton>);
    const button = screen.getByRole('button', { name: 'Edit site' });
    expect(button).toHaveAttribute('title', 'Edit site');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('works with the keyboard and not when disabled', async () => {
    const onClick = jest.fn();
    const { rerender } = renderWithTheme(
      <IconButton label="Delete" variant="danger" onClick={onClick}>
        {pencil}
      </IconButton>,
    );
    screen.getByRole('button', { name: 'Delete' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <IconButton label="Delete" variant="danger" onClick={onClick} disabled>
        {pencil}
      </IconButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
