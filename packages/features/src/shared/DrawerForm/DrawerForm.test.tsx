import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, string } from 'yup';
import { Drawer, FormField, NumberInput, TextInput } from '@podoffice/ui';
import { renderWithProviders } from '../../test/render';
import { DrawerForm, type DrawerFormProps } from './DrawerForm';

interface CarrierValues {
  name: string;
  code: string;
  sorting: number | '';
}

const schema = object({
  name: string().required('Please input name'),
  code: string().required('Please input code'),
});

function CarrierForm(props: Partial<DrawerFormProps<CarrierValues>>) {
  return (
    <DrawerForm<CarrierValues>
      label="Carrier"
      initialValues={{ name: '', code: '', sorting: '' }}
      validationSchema={schema}
      onSubmit={jest.fn()}
      {...props}
    >
      {({ getFieldProps, numberProps, errorOf }) => (
        <>
          <FormField name="name" label="Name" required error={errorOf('name')}>
            <TextInput {...getFieldProps('name')} />
          </FormField>
          <FormField name="code" label="Code" required error={errorOf('code')}>
            <TextInput {...getFieldProps('code')} />
          </FormField>
          <FormField name="sorting" label="Sorting" error={errorOf('sorting')}>
            <NumberInput {...numberProps('sorting')} />
          </FormField>
        </>
      )}
    </DrawerForm>
  );
}

describe('DrawerForm', () => {
  it('shows every field’s message at once on submit and sends nothing', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<CarrierForm onSubmit={onSubmit} />);
    expect(screen.queryByText('Please input name')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please input name')).toBeInTheDocument();
    expect(screen.getByText('Please input code')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a validate function instead of a schema, with the same messages', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(
      <CarrierForm
        validationSchema={undefined}
        validate={(values) => (values.name.trim() ? {} : { name: 'Please input name' })}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please input name')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/^Name/), 'DHL');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('shows a field’s message once it is left, not before', async () => {
    renderWithProviders(<CarrierForm />);
    await userEvent.click(screen.getByLabelText(/^Name/));
    expect(screen.queryByText('Please input name')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('Please input name')).toBeInTheDocument();
    expect(screen.queryByText('Please input code')).not.toBeInTheDocument();
  });

  it('sends the values, with an emptied number as empty, and is busy until the save settles', async () => {
    let settle = () => {};
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    const onCancel = jest.fn();
    renderWithProviders(<CarrierForm onSubmit={onSubmit} onCancel={onCancel} />);
    await userEvent.type(screen.getByLabelText(/^Name/), 'Fast Post');
    await userEvent.type(screen.getByLabelText(/^Code/), 'FP');
    await userEvent.type(screen.getByLabelText('Sorting'), '3');
    await userEvent.clear(screen.getByLabelText('Sorting'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { name: 'Fast Post', code: 'FP', sorting: '' },
        expect.anything(),
      ),
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    settle();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('keeps what was typed when the save is refused, and shows the server’s message', async () => {
    const onSubmit = jest.fn(async () => {
      throw new Error('refused');
    });
    const { rerender } = renderWithProviders(<CarrierForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^Name/), 'Fast Post');
    await userEvent.type(screen.getByLabelText(/^Code/), 'FP');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Fast Post');
    rerender(<CarrierForm onSubmit={onSubmit} error="Code already exists" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Code already exists');
  });

  it('puts its buttons in the drawer’s footer: Cancel, then the submit button', () => {
    renderWithProviders(
      <Drawer open onClose={jest.fn()} title="Add Carrier">
        <CarrierForm onCancel={jest.fn()} submitLabel="Create" />
      </Drawer>,
    );
    const footer = screen.getByRole('button', { name: 'Create' }).parentElement;
    expect(footer).toHaveAttribute('data-dialog-footer');
    expect(
      Array.from(footer?.querySelectorAll('button') ?? []).map((button) => button.textContent),
    ).toEqual(['Cancel', 'Create']);
  });
});
