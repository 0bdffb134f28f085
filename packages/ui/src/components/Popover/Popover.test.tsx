import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { watchEscape } from '../../../test/nativeDialog';
import { renderWithTheme } from '../../../test/render';
import { Popover } from './Popover';

function Held({ onChange }: { onChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Outside</button>
      <Popover
        label="Filters"
        title="More filters"
        open={open}
        count={2}
        onOpenChange={(next) => {
          setOpen(next);
          onChange?.(next);
        }}
      >
        <input aria-label="Seller" />
      </Popover>
    </>
  );
}

describe('Popover', () => {
  it('opens under its button with focus inside, and Escape closes it back to the button', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Held />);
    const trigger = screen.getByRole('button', { name: /Filters/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('2 in force')).toHaveTextContent('2');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'More filters' })).toBeInTheDocument();
    expect(screen.getByLabelText('Seller')).toHaveFocus();
    const escape = watchEscape();
    await user.keyboard('{Escape}');
    escape.stop();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(escape.claimed()).toBe(true);
  });

  it('closes on a click outside, not on one inside', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(<Held onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    await user.click(screen.getByLabelText('Seller'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });
});
