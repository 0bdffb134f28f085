import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { TextInput } from '../TextInput';
import { FormField } from './FormField';

describe('FormField', () => {
  it('names a POD control with its label, so clicking the label focuses it', async () => {
    renderWithTheme(
      <FormField name="email" label="Email">
        <TextInput />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('name', 'email');
    await userEvent.click(screen.getByText('Email'));
    expect(input).toHaveFocus();
  });

  it('announces the error and ties it and the help to the control', () => {
    renderWithTheme(
      <FormField name="email" label="Email" help="We never share it" error="Email is required">
        <TextInput />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('We never share it Email is required');
  });

  it("shows no error for Formik's falsy `touched && error`", () => {
    renderWithTheme(
      <FormField name="email" label="Email" error={false}>
        <TextInput />
      </FormField>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toBeInvalid();
  });

  it('marks a required field for sight and for screen readers', () => {
    renderWithTheme(
      <FormField label="Title" required>
        <TextInput />
      </FormField>,
    );
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeRequired();
  });

  it('wires any element through a render prop', () => {
    renderWithTheme(
      <FormField name="notes" label="Notes" error="Too long">
        {(control) => <textarea {...control} />}
      </FormField>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Notes' });
    expect(textarea).toHaveAttribute('name', 'notes');
    expect(textarea).toHaveAccessibleDescription('Too long');
  });

  it('gives every field its own ids', () => {
    renderWithTheme(
      <>
        <FormField label="First">
          <TextInput />
        </FormField>
        <FormField label="Second">
          <TextInput />
        </FormField>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'First' }).id).not.toBe(
      screen.getByRole('textbox', { name: 'Second' }).id,
    );
  });

  it('keeps a hidden label for screen readers', () => {
    renderWithTheme(
      <FormField label="Search" hideLabel>
        <TextInput />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });
});
