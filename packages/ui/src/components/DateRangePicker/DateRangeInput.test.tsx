import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { FormField } from '../FormField';
import { DateRangeInput } from './DateRangeInput';

describe('DateRangeInput', () => {
  it('has no preset menu: two dates named as asked, inside a group named by its field', async () => {
    renderWithTheme(
      <FormField label="Time" error="Please select time range">
        <DateRangeInput fromLabel="Start date" toLabel="End date" />
      </FormField>,
    );
    expect(screen.getByRole('group', { name: 'Time' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Start date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('End date')).toHaveAccessibleDescription(
      'Please select time range',
    );
    await userEvent.click(screen.getByText('Time'));
    expect(screen.getByLabelText('Start date')).toHaveFocus();
  });

  it('keeps the range in order on its own state and clears it', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <DateRangeInput
        aria-label="Campaign"
        defaultValue={{ from: '2025-06-10', to: '2025-06-20' }}
        onChange={onChange}
      />,
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-06-25' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-06-25', to: '2025-06-25' });
    expect(screen.getByLabelText('To')).toHaveValue('2025-06-25');
    await userEvent.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: null, to: null });
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear dates' })).not.toBeInTheDocument();
  });

  it('blocks both dates and offers no clearing when disabled', () => {
    renderWithTheme(
      <DateRangeInput disabled aria-label="Campaign" value={{ from: '2025-06-10', to: null }} />,
    );
    expect(screen.getByLabelText('From')).toBeDisabled();
    expect(screen.getByLabelText('To')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Clear dates' })).not.toBeInTheDocument();
  });
});
