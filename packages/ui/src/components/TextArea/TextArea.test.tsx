import { createRef, useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { FormField } from '../FormField';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('takes several lines of text and reports each change', async () => {
    const onChange = jest.fn();
    renderWithTheme(<TextArea aria-label="Description" onChange={onChange} />);
    const area = screen.getByRole('textbox', { name: 'Description' });
    await userEvent.type(area, 'Soft{Enter}cotton');
    expect(area).toHaveValue('Soft\ncotton');
    expect(onChange).toHaveBeenCalledTimes(11);
  });

  it('forwards its ref to the native textarea', () => {
    const ref = createRef<HTMLTextAreaElement>();
    renderWithTheme(<TextArea aria-label="Description" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Description' }));
  });

  it('counts characters out of maxLength and stops at it', async () => {
    renderWithTheme(<TextArea aria-label="Note" showCount maxLength={5} defaultValue="ab" />);
    const area = screen.getByRole('textbox', { name: 'Note' });
    expect(area).toHaveAccessibleDescription('2 / 5');
    await userEvent.type(area, 'cdefg');
    expect(area).toHaveValue('abcde');
    expect(screen.getByText('5 / 5')).toBeInTheDocument();
  });

  it('counts the text of a controlled field', async () => {
    function Controlled() {
      const [value, setValue] = useState('Hello');
      return (
        <>
          <TextArea
            aria-label="Note"
            showCount
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
          <button type="button" onClick={() => setValue('')}>
            Clear
          </button>
        </>
      );
    }
    renderWithTheme(<Controlled />);
    expect(screen.getByText('5 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('0 characters')).toBeInTheDocument();
  });

  it('takes its label, error and required mark from a FormField', () => {
    renderWithTheme(
      <FormField label="Description" error="Too short" required>
        <TextArea />
      </FormField>,
    );
    const area = screen.getByRole('textbox', { name: 'Description' });
    expect(area).toBeInvalid();
    expect(area).toBeRequired();
    expect(area).toHaveAccessibleDescription('Too short');
  });

  it('cannot be typed in when disabled', async () => {
    renderWithTheme(<TextArea aria-label="Description" disabled defaultValue="Fixed" />);
    const area = screen.getByRole('textbox', { name: 'Description' });
    await userEvent.type(area, 'x');
    expect(area).toHaveValue('Fixed');
    expect(area).toBeDisabled();
  });
});
