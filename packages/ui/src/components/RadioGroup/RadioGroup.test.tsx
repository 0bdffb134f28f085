import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { FormField } from '../FormField';
import { RadioGroup } from './RadioGroup';

const types = [
  { value: 1, label: 'Guideline' },
  { value: 2, label: 'Policy' },
];

const discountTypes = [
  { value: 'timeline', label: 'Timeline' },
  { value: 'time_amount', label: 'Time amount' },
  { value: 'days', label: 'Days', disabled: true },
  { value: 'forever', label: 'Forever' },
];

describe('RadioGroup', () => {
  it('chooses by click and reports the option value, numbers included', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <RadioGroup aria-label="Type" options={types} defaultValue={1} onChange={onChange} />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Type' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Guideline' })).toBeChecked();
    await userEvent.click(screen.getByText('Policy'));
    expect(screen.getByRole('radio', { name: 'Policy' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Guideline' })).not.toBeChecked();
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('is one Tab stop, and arrows, Home and End move and choose, skipping disabled options', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <>
        <button type="button">Before</button>
        <RadioGroup
          aria-label="Discount type"
          options={discountTypes}
          defaultValue="time_amount"
          onChange={onChange}
        />
        <button type="button">After</button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Time amount' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Forever' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Forever' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Timeline' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Forever' })).toBeChecked();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: 'Timeline' })).toBeChecked();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('radio', { name: 'Forever' })).toBeChecked();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(onChange.mock.calls).toEqual([
      ['forever'],
      ['timeline'],
      ['forever'],
      ['timeline'],
      ['forever'],
    ]);
  });

  it('makes the first option the Tab stop when nothing is chosen yet', async () => {
    renderWithTheme(<RadioGroup aria-label="Type" options={types} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Guideline' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Guideline' })).not.toBeChecked();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Guideline' })).toBeChecked();
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [type, setType] = useState<number>(2);
      return (
        <>
          <RadioGroup aria-label="Type" options={types} value={type} onChange={setType} />
          <output>{type}</output>
        </>
      );
    }
    renderWithTheme(<Controlled />);
    expect(screen.getByRole('radio', { name: 'Policy' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Guideline' }));
    expect(screen.getByRole('status')).toHaveTextContent('1');
    expect(screen.getByRole('radio', { name: 'Guideline' })).toBeChecked();
  });

  it('is named and described by its FormField, and reports leaving the group once', async () => {
    const onBlur = jest.fn();
    renderWithTheme(
      <>
        <FormField label="Type" error="Please select your type!" required>
          <RadioGroup options={types} onBlur={onBlur} orientation="vertical" />
        </FormField>
        <button type="button">Next</button>
      </>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Type' });
    expect(group).toHaveAccessibleDescription('Please select your type!');
    expect(group).toBeInvalid();
    expect(group).toBeRequired();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(onBlur).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('stays still when disabled', async () => {
    const onChange = jest.fn();
    renderWithTheme(<RadioGroup aria-label="Type" options={types} disabled onChange={onChange} />);
    await userEvent.click(screen.getByText('Policy'));
    expect(screen.getByRole('radio', { name: 'Policy' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Policy' })).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
  });
});
