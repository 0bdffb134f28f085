import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { object, string } from 'yup';
import { Drawer, FormField, NumberInput, TextInput } from '@podoffice/ui';
import { DrawerForm, type DrawerFormProps } from './DrawerForm';

// A sample form on DrawerForm (a carrier, as spec 2 will have): the shared piece's states, which
// every create/edit form built on it inherits.
interface CarrierValues {
  name: string;
  code: string;
  sorting: number | '';
}

const schema = object({
  name: string().required('Please input name'),
  code: string().required('Please input code'),
});

type Props = DrawerFormProps<CarrierValues>;

function CarrierFields({ getFieldProps, numberProps, errorOf }: Parameters<Props['children']>[0]) {
  return (
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
  );
}

const meta = {
  title: 'Features/Shared/DrawerForm',
  component: DrawerForm<CarrierValues>,
  args: {
    label: 'Carrier',
    initialValues: { name: '', code: '', sorting: '' },
    validationSchema: schema,
    onSubmit: fn(),
    onCancel: fn(),
    submitLabel: 'Create',
    children: CarrierFields,
  },
  render: (args) => (
    <Drawer open onClose={() => undefined} title="Add Carrier">
      <DrawerForm<CarrierValues> {...args} />
    </Drawer>
  ),
} satisfies Meta<Props>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new record: empty fields, Cancel then Create in the drawer's footer. */
export const Empty: Story = {};

/** Submitting an empty form shows every field's message at once and sends nothing. */
export const EveryMessageAtOnce: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Create' }));
    await expect(await page.findByText('Please input name')).toBeVisible();
    await expect(page.getByText('Please input code')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Editing a record the server refused to save: its message above the fields, the values kept. */
export const ServerRefusal: Story = {
  args: {
    initialValues: { name: 'USPS', code: 'usps', sorting: 2 },
    submitLabel: 'Save',
    error: 'Carrier code is duplicated',
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Carrier code is duplicated')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Code/ })).toHaveValue('usps');
  },
};

/** While the save is under way the submit button is busy and Cancel waits. */
export const Saving: Story = {
  args: {
    initialValues: { name: 'USPS', code: 'usps', sorting: '' },
    onSubmit: fn(() => new Promise(() => undefined)),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Create' }));
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** On a page or a card: the buttons follow the fields, submit first. */
export const Inline: Story = {
  args: { footer: 'inline' },
  render: (args) => <DrawerForm<CarrierValues> {...args} />,
};
