import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../../test/render';
import { MoneyInput } from './MoneyInput';

describe('MoneyInput', () => {
  it('shows $ and thousands separators while typing and reports the dollars', async () => {
    const onChange = jest.fn();
    renderWithTheme(<MoneyInput aria-label="Cost" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Cost' });
    await userEvent.type(input, '1234567.5');
    expect(input).toHaveValue('$1,234,567.5');
    expect(onChange).toHaveBeenLastCalledWith(1234567.5);
  });

  it('refuses a minus sign, letters and a third decimal', async () => {
    const onChange = jest.fn();
    renderWithTheme(<MoneyInput aria-label="Cost" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Cost' });
    await userEvent.type(input, '-1a2.345');
    expect(input).toHaveValue('$12.34');
    expect(onChange).toHaveBeenLastCalledWith(12.34);
  });

  it('reports null once emptied and follows a value set by its parent', async () => {
    function Parent() {
      const [value, setValue] = useState<number | null>(2500);
      return (
        <>
          <MoneyInput aria-label="Cost" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue(0)}>
            Reset
          </button>
          <output>{String(value)}</output>
        </>
      );
    }
    renderWithTheme(<Parent />);
    const input = screen.getByRole('textbox', { name: 'Cost' });
    expect(input).toHaveValue('$2,500.00');
    await userEvent.clear(input);
    expect(screen.getByRole('status')).toHaveTextContent('null');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input).toHaveValue('$0.00');
  });

  it('shows two decimals at rest, as typed while typed in, and two decimals again once left', async () => {
    const onChange = jest.fn();
    renderWithTheme(<MoneyInput aria-label="Cost" value={1234.5} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Cost' });
    expect(input).toHaveValue('$1,234.50');
    await userEvent.click(input);
    // Focus alone changes nothing shown.
    expect(input).toHaveValue('$1,234.50');
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('$1,234.5');
    expect(onChange).toHaveBeenLastCalledWith(1234.5);
    await userEvent.keyboard('{Backspace}{Backspace}');
    expect(input).toHaveValue('$1,234');
    await userEvent.tab();
    expect(input).toHaveValue('$1,234.00');
  });

  it('keeps a selection made on focus, so what is typed replaces the amount', async () => {
    const onChange = jest.fn();
    renderWithTheme(<MoneyInput aria-label="Cost" value={99} onChange={onChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Cost' });
    await userEvent.tripleClick(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, '$99.00'.length]);
    await userEvent.keyboard('0.01');
    expect(input).toHaveValue('$0.01');
    expect(onChange).toHaveBeenLastCalledWith(0.01);
  });

  it('puts keys typed after the at-rest decimals onto the amount', async () => {
    const onChange = jest.fn();
    renderWithTheme(<MoneyInput aria-label="Cost" value={0} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Cost' });
    expect(input).toHaveValue('$0.00');
    await userEvent.type(input, '12');
    expect(input).toHaveValue('$12');
    expect(onChange).toHaveBeenLastCalledWith(12);
    await userEvent.type(input, '.755');
    expect(input).toHaveValue('$12.75');
    expect(onChange).toHaveBeenLastCalledWith(12.75);
  });
});
