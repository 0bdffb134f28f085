import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { renderWithTheme } from '../../../test/render';
import { FormField } from '../FormField';
import { DateRangePicker } from './DateRangePicker';
import { presetRange, type DateRangeValue } from './presets';

const today = '2024-03-15';

function Harness({
  onValue,
  initial = null,
}: {
  onValue: (value: DateRangeValue) => void;
  initial?: DateRangeValue | null;
}) {
  const [value, setValue] = useState<DateRangeValue | null>(initial);
  return (
    <FormField label="Date">
      <DateRangePicker
        today={today}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    </FormField>
  );
}

async function choosePreset(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Date range preset' }));
  await userEvent.click(screen.getByRole('option', { name }));
}

describe('presetRange', () => {
  const reference = dayjs(today);
  it.each([
    ['today', '2024-03-15', '2024-03-15'],
    ['yesterday', '2024-03-14', '2024-03-14'],
    ['last7', '2024-03-09', '2024-03-15'],
    ['last30', '2024-02-15', '2024-03-15'],
    ['thisMonth', '2024-03-01', '2024-03-31'],
    ['lastMonth', '2024-02-01', '2024-02-29'],
  ] as const)('%s covers %s to %s', (preset, from, to) => {
    expect(presetRange(preset, reference)).toEqual({ from, to });
  });
});

describe('DateRangePicker', () => {
  it('is a group named by its FormField label, whose label click lands on the start date', async () => {
    renderWithTheme(<Harness onValue={jest.fn()} />);
    expect(screen.getByRole('group', { name: 'Date' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Date'));
    expect(screen.getByLabelText('From')).toHaveFocus();
  });

  it('fills both dates from a preset and names the preset in use', async () => {
    const onValue = jest.fn();
    renderWithTheme(<Harness onValue={onValue} />);
    await choosePreset('Last 7 days');
    expect(onValue).toHaveBeenLastCalledWith({ from: '2024-03-09', to: '2024-03-15' });
    expect(screen.getByLabelText('From')).toHaveValue('2024-03-09');
    expect(screen.getByLabelText('To')).toHaveValue('2024-03-15');
    expect(screen.getByRole('combobox', { name: 'Date range preset' })).toHaveTextContent(
      'Last 7 days',
    );
  });

  it('takes a custom range from the date inputs and keeps it in order', () => {
    const onValue = jest.fn();
    renderWithTheme(<Harness onValue={onValue} />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-01-10' } });
    expect(onValue).toHaveBeenLastCalledWith({ from: '2024-01-10', to: null });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2024-01-05' } });
    expect(onValue).toHaveBeenLastCalledWith({ from: '2024-01-05', to: '2024-01-05' });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2024-01-20' } });
    expect(onValue).toHaveBeenLastCalledWith({ from: '2024-01-05', to: '2024-01-20' });
    expect(screen.getByRole('combobox', { name: 'Date range preset' })).toHaveTextContent(
      'Custom range',
    );
  });

  it('moves focus to the start date when Custom range is picked', async () => {
    renderWithTheme(<Harness onValue={jest.fn()} />);
    await choosePreset('Custom range');
    expect(screen.getByLabelText('From')).toHaveFocus();
  });

  it('clears both ends', async () => {
    const onValue = jest.fn();
    renderWithTheme(
      <Harness onValue={onValue} initial={{ from: '2024-03-01', to: '2024-03-31' }} />,
    );
    expect(screen.getByRole('combobox', { name: 'Date range preset' })).toHaveTextContent(
      'This month',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(onValue).toHaveBeenLastCalledWith({ from: null, to: null });
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Date range preset' })).toHaveTextContent(
      'Any time',
    );
    expect(screen.queryByRole('button', { name: 'Clear dates' })).not.toBeInTheDocument();
  });

  it('offers only the presets asked for, and works on its own state', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <DateRangePicker
        aria-label="Created"
        today={today}
        presets={['today', 'yesterday']}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Created' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Date range preset' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Today',
      'Yesterday',
      'Custom range',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Yesterday' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2024-03-14', to: '2024-03-14' });
    expect(screen.getByLabelText('To')).toHaveValue('2024-03-14');
  });
});
