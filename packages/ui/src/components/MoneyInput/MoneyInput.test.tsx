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
    expect(input).toHaveValue('$2,500');
    await userEvent.clear(input);
    expect(screen.getByRole('status')).toHaveTextContent('null');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input).toHaveValue('$0');
  });
});
