import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { watchEscape } from '../../../test/nativeDialog';
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

async function choosePreset(name: string | RegExp) {
  await userEvent.click(screen.getByRole('button', { name: /^Date / }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose dates' });
  await userEvent.click(within(dialog).getByRole('button', { name }));
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
  it('is one button named by its FormField label and the range in words', async () => {
    renderWithTheme(<Harness onValue={jest.fn()} />);
    const button = screen.getByRole('button', { name: 'Date Any time' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('applies a preset from the popover, closes it and names the preset', async () => {
    const onValue = jest.fn();
    renderWithTheme(<Harness onValue={onValue} />);
    await choosePreset('Last 7 days');
    expect(onValue).toHaveBeenLastCalledWith({ from: '2024-03-09', to: '2024-03-15' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Date Last 7 days' });
    expect(button).toHaveFocus();
  });

  it('opens with the preset in force focused, and Escape closes it back onto the button', async () => {
    renderWithTheme(
      <Harness onValue={jest.fn()} initial={{ from: '2024-03-01', to: '2024-03-31' }} />,
    );
    const button = screen.getByRole('button', { name: 'Date This month' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const pressed = await screen.findByRole('button', { name: 'This month', pressed: true });
    await waitFor(() => expect(pressed).toHaveFocus());
    const escape = watchEscape();
    await userEvent.keyboard('{Escape}');
    escape.stop();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(escape.claimed()).toBe(true);
  });

  it('takes a range of its own from two days of the calendar, in either order', async () => {
    const onValue = jest.fn();
    renderWithTheme(<Harness onValue={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Date Any time' }));
    const grid = await screen.findByRole('grid');
    await userEvent.click(within(grid).getByRole('button', { name: /^20 March 2024/ }));
    // Half a range filters nothing yet.
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.getByText('From Mar 20, 2024: pick the last day.')).toBeInTheDocument();
    await userEvent.click(within(grid).getByRole('button', { name: /^5 March 2024/ }));
    expect(onValue).toHaveBeenLastCalledWith({ from: '2024-03-05', to: '2024-03-20' });
    expect(screen.getByRole('button', { name: 'Date Mar 05 – Mar 20, 2024' })).toBeInTheDocument();
  });

  it('says a range across years with both years', () => {
    renderWithTheme(
      <Harness onValue={jest.fn()} initial={{ from: '2023-12-20', to: '2024-01-10' }} />,
    );
    expect(
      screen.getByRole('button', { name: 'Date Dec 20, 2023 – Jan 10, 2024' }),
    ).toBeInTheDocument();
  });

  it('describes an open-ended range', () => {
    renderWithTheme(<Harness onValue={jest.fn()} initial={{ from: '2024-01-10', to: null }} />);
    expect(screen.getByRole('button', { name: 'Date From Jan 10, 2024' })).toBeInTheDocument();
  });

  it('clears both ends with its clear button or Any time', async () => {
    const onValue = jest.fn();
    renderWithTheme(
      <Harness onValue={onValue} initial={{ from: '2024-03-01', to: '2024-03-31' }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(onValue).toHaveBeenLastCalledWith({ from: null, to: null });
    expect(screen.getByRole('button', { name: 'Date Any time' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear dates' })).not.toBeInTheDocument();
    await choosePreset('Yesterday');
    await choosePreset('Any time');
    expect(onValue).toHaveBeenLastCalledWith({ from: null, to: null });
  });

  it('closes on a click outside without changing the range', async () => {
    const onValue = jest.fn();
    renderWithTheme(
      <>
        <Harness onValue={onValue} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Date Any time' }));
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onValue).not.toHaveBeenCalled();
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
    await userEvent.click(screen.getByRole('button', { name: 'Created: Any time' }));
    const presets = await screen.findByRole('group', { name: 'Presets' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Today', 'Yesterday', 'Any time']);
    await userEvent.click(within(presets).getByRole('button', { name: 'Yesterday' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2024-03-14', to: '2024-03-14' });
    expect(screen.getByRole('button', { name: 'Created: Yesterday' })).toBeInTheDocument();
  });

  it('cannot be opened when disabled', () => {
    renderWithTheme(<DateRangePicker aria-label="Created" disabled today={today} />);
    expect(screen.getByRole('button', { name: 'Created: Any time' })).toBeDisabled();
  });
});
