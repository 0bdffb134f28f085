import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { FormField } from '../FormField';
import { Switch } from './Switch';

describe('Switch', () => {
  it('flips by click, Space and its label text', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Switch label="Send mail" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Send mail' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    expect(toggle).not.toBeChecked();
    await userEvent.click(screen.getByText('Send mail'));
    expect(toggle).toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('follows a controlled value', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Switch aria-label="Notification" checked onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Notification' });
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(false);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('is named by a FormField label and stays put when disabled', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <FormField label="Fulfill role" help="Removes the 24-hour hold">
        <Switch disabled onChange={onChange} />
      </FormField>,
    );
    const toggle = screen.getByRole('switch', { name: 'Fulfill role' });
    expect(toggle).toHaveAccessibleDescription('Removes the 24-hour hold');
    await userEvent.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
  });
});
