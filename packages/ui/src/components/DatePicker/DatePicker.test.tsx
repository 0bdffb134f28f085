import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../../test/render';
import { FormField } from '../FormField';
import { DatePicker, toDay } from './DatePicker';

describe('toDay', () => {
  it('keeps the calendar day of a date or date-time and drops anything that is not a day', () => {
    expect(toDay('1990-05-17')).toBe('1990-05-17');
    expect(toDay('1990-05-17T23:30:00-05:00')).toBe('1990-05-17');
    expect(toDay('2024-02-30')).toBeNull();
    expect(toDay('2024-02-29')).toBe('2024-02-29');
    expect(toDay('2023-02-29')).toBeNull();
    expect(toDay('2024-13-01')).toBeNull();
    expect(toDay('2024-00-10')).toBeNull();
    expect(toDay('2024-04-00')).toBeNull();
    expect(toDay('2024-4-1')).toBeNull();
    expect(toDay('soon')).toBeNull();
    expect(toDay('')).toBeNull();
    expect(toDay(null)).toBeNull();
  });
});

describe('DatePicker', () => {
  it('reports the chosen day and an emptied input as null', () => {
    const onChange = jest.fn();
    renderWithTheme(<DatePicker aria-label="Birthday" onChange={onChange} />);
    const input = screen.getByLabelText('Birthday');
    fireEvent.change(input, { target: { value: '1990-05-17' } });
    expect(onChange).toHaveBeenLastCalledWith('1990-05-17');
    expect(input).toHaveValue('1990-05-17');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows a controlled value cut to its day and follows the parent', () => {
    function Controlled() {
      const [day, setDay] = useState<string | null>('1990-05-17T00:00:00.000Z');
      return (
        <>
          <DatePicker aria-label="Birthday" value={day} onChange={setDay} clearable />
          <output>{day ?? 'none'}</output>
        </>
      );
    }
    renderWithTheme(<Controlled />);
    expect(screen.getByLabelText('Birthday')).toHaveValue('1990-05-17');
    fireEvent.change(screen.getByLabelText('Birthday'), { target: { value: '2001-01-02' } });
    expect(screen.getByRole('status')).toHaveTextContent('2001-01-02');
  });

  it('clears with a keyboard-reachable button, which then goes away', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <DatePicker aria-label="Birthday" defaultValue="1990-05-17" clearable onChange={onChange} />,
    );
    await userEvent.tab();
    expect(screen.getByLabelText('Birthday')).toHaveFocus();
    await userEvent.tab();
    const clear = screen.getByRole('button', { name: 'Clear date' });
    expect(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('button', { name: 'Clear date' })).not.toBeInTheDocument();
  });

  it('takes its label, error and bounds from the form field around it', () => {
    renderWithTheme(
      <FormField label="Birthday" required error="This field is required">
        <DatePicker max="2026-01-01" />
      </FormField>,
    );
    const input = screen.getByLabelText(/Birthday/);
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('max', '2026-01-01');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('This field is required');
  });

  it('offers no clearing when disabled', () => {
    renderWithTheme(
      <DatePicker aria-label="Birthday" defaultValue="1990-05-17" clearable disabled />,
    );
    expect(screen.getByLabelText('Birthday')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Clear date' })).not.toBeInTheDocument();
  });
});
