import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by click on its label and by Space', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Checkbox label="Remember me" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(screen.getByText('Remember me'));
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('shows the mixed state', () => {
    renderWithTheme(
      <Checkbox
        aria-label="Select all rows"
        indeterminate
        checked={false}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toBePartiallyChecked();
  });

  it('forwards its ref and stays still when disabled', async () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<Checkbox label="Send mail" disabled ref={ref} />);
    const box = screen.getByRole('checkbox', { name: 'Send mail' });
    expect(ref.current).toBe(box);
    await userEvent.click(box);
    expect(box).not.toBeChecked();
  });

  it('can be marked invalid', () => {
    renderWithTheme(<Checkbox label="I agree" invalid />);
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeInvalid();
  });
});
