import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { NumberInput } from './NumberInput';

function Controlled({
  initial,
  onValue,
}: {
  initial?: number;
  onValue: (value: number | undefined) => void;
}) {
  const [value, setValue] = useState<number | undefined>(initial);
  return (
    <>
      <NumberInput
        aria-label="Amount"
        prefix="$"
        min={1}
        max={5000}
        step={0.1}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <button type="button" onClick={() => setValue(1000)}>
        Reset
      </button>
    </>
  );
}

describe('NumberInput', () => {
  it('accepts decimals while typing and reports numbers', async () => {
    const onValue = jest.fn();
    renderWithTheme(<Controlled onValue={onValue} />);
    const input = screen.getByRole('spinbutton', { name: 'Amount' });
    await userEvent.type(input, '12.5');
    expect(input).toHaveValue('12.5');
    expect(onValue).toHaveBeenLastCalledWith(12.5);
    expect(onValue).toHaveBeenCalledWith(12);
  });

  it('keeps a trailing dot while the parent echoes the number back', async () => {
    const onValue = jest.fn();
    renderWithTheme(<Controlled onValue={onValue} />);
    const input = screen.getByRole('spinbutton', { name: 'Amount' });
    await userEvent.type(input, '7.');
    expect(input).toHaveValue('7.');
    expect(onValue).toHaveBeenLastCalledWith(7);
  });

  it('ignores letters and reports undefined once emptied', async () => {
    const onValue = jest.fn();
    renderWithTheme(<Controlled initial={3} onValue={onValue} />);
    const input = screen.getByRole('spinbutton', { name: 'Amount' });
    await userEvent.type(input, 'abc');
    expect(input).toHaveValue('3');
    await userEvent.clear(input);
    expect(onValue).toHaveBeenLastCalledWith(undefined);
  });

  it('steps with the arrow keys within min and max', async () => {
    const onValue = jest.fn();
    renderWithTheme(<Controlled initial={1.2} onValue={onValue} />);
    const input = screen.getByRole('spinbutton', { name: 'Amount' });
    input.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(onValue).toHaveBeenLastCalledWith(1.3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(onValue).toHaveBeenLastCalledWith(1);
    expect(input).toHaveAttribute('aria-valuemin', '1');
    expect(input).toHaveAttribute('aria-valuemax', '5000');
    expect(input).toHaveAttribute('aria-valuenow', '1');
  });

  it('shows a new value set by the parent', async () => {
    renderWithTheme(<Controlled initial={5} onValue={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('spinbutton', { name: 'Amount' })).toHaveValue('1000');
  });

  it('refuses a minus sign when min is not negative, and shows the prefix', async () => {
    renderWithTheme(<Controlled onValue={jest.fn()} />);
    const input = screen.getByRole('spinbutton', { name: 'Amount' });
    await userEvent.type(input, '-4');
    expect(input).toHaveValue('4');
    expect(screen.getByText('$')).toBeInTheDocument();
  });

  it('tidies half-typed text on blur', async () => {
    renderWithTheme(<NumberInput aria-label="Qty" defaultValue={2} />);
    const input = screen.getByRole('spinbutton', { name: 'Qty' });
    await userEvent.type(input, '.');
    await userEvent.tab();
    expect(input).toHaveValue('2');
  });
});
