import type { Meta, StoryObj } from '@storybook/react-vite';
import { Formik, Form } from 'formik';
import { expect, userEvent, within } from 'storybook/test';
import { loginSchema, MESSAGES } from '@podoffice/domain';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { PasswordInput } from '../PasswordInput';
import { TextInput } from '../TextInput';
import { FormField } from './FormField';

const meta = {
  title: 'UI/Form/FormField',
  component: FormField,
  args: { name: 'email', label: 'Email', children: <TextInput placeholder="you@example.com" /> },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
export const WithHelp: Story = { args: { help: 'We send the receipt to this address.' } };
export const WithError: Story = {
  args: {
    required: true,
    error: MESSAGES.emailRequired,
    help: 'We send the receipt to this address.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.emailRequired);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeInvalid();
  },
};
export const HiddenLabel: Story = {
  args: { label: 'Search', hideLabel: true, children: <TextInput placeholder="Search" /> },
};
export const RenderProp: Story = {
  args: {
    name: 'notes',
    label: 'Notes',
    help: 'store name_date dd/mm/yyyy_amount',
    children: (control) => <textarea rows={3} {...control} />,
  },
};

/** Formik drives the fields; the messages come from the shared Yup schema. */
export const WithFormik: Story = {
  render: () => (
    <Formik
      initialValues={{ email: '', password: '', remember: true }}
      validationSchema={loginSchema}
      onSubmit={() => undefined}
    >
      {({ getFieldProps, touched, errors, values }) => (
        <Form noValidate style={{ display: 'grid', gap: 12 }}>
          <FormField name="email" label="Email" required error={touched.email && errors.email}>
            <TextInput {...getFieldProps('email')} />
          </FormField>
          <FormField
            name="password"
            label="Password"
            required
            error={touched.password && errors.password}
          >
            <PasswordInput {...getFieldProps('password')} />
          </FormField>
          <Checkbox label="Remember me" {...getFieldProps('remember')} checked={values.remember} />
          <Button type="submit" variant="primary">
            Sign in
          </Button>
        </Form>
      )}
    </Formik>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    await expect(await canvas.findByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'nobody');
    await userEvent.tab();
    await expect(await canvas.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
  },
};
