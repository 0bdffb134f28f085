import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { TextInput } from './TextInput';

describe('TextInput', () => {
  it('reports typing through onChange', async () => {
    const onChange = jest.fn();
    renderWithTheme(<TextInput aria-label="Title" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Mug');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Mug');
  });

  it('forwards its ref to the native input', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<TextInput aria-label="Title" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Title' }));
  });

  it('marks itself invalid', () => {
    renderWithTheme(<TextInput aria-label="Title" invalid />);
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeInvalid();
  });

  it('shows prefix and suffix around the text', () => {
    renderWithTheme(<TextInput aria-label="Domain" prefix="https://" suffix=".com" />);
    expect(screen.getByText('https://')).toBeInTheDocument();
    expect(screen.getByText('.com')).toBeInTheDocument();
  });

  it('cannot be typed in when disabled', async () => {
    renderWithTheme(<TextInput aria-label="Title" disabled defaultValue="Fixed" />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.type(input, 'x');
    expect(input).toHaveValue('Fixed');
    expect(input).toBeDisabled();
  });

  it('shows a read-only value on a muted, dashed frame that still takes focus', async () => {
    renderWithTheme(<TextInput aria-label="Domain" readOnly value="shop.example.com" />);
    const input = screen.getByRole('textbox', { name: 'Domain' });
    expect(input).toHaveAttribute('readonly');
    expect(input.parentElement).toHaveStyle({ borderStyle: 'dashed' });
    await userEvent.tab();
    expect(input).toHaveFocus();
  });
});
