import { ORDER_MAPPING_MESSAGES, type OrderFieldMapping } from '@podoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  MappingOrderFieldsModal,
  type MappingOrderFieldsModalProps,
  type OrderImportTemplate,
} from './MappingOrderFieldsModal';
import { openDialog } from '../../../../../.storybook/play';

/** A Shopify order export's headers. */
const SHOPIFY = [
  'Name',
  'Email',
  'Lineitem quantity',
  'Lineitem name',
  'Lineitem id',
  'Product Id',
  'Shipping First Name',
  'Shipping Last Name',
  'Shipping Address1',
  'Shipping City',
  'Shipping Zip',
  'Shipping Province',
  'Shipping Country',
];

/** The modal as a screen holds it: a saved template joins the site's list. */
function Stateful(props: MappingOrderFieldsModalProps) {
  const [templates, setTemplates] = useState<readonly OrderImportTemplate[]>(props.templates);
  return (
    <MappingOrderFieldsModal
      {...props}
      templates={templates}
      onSaveTemplate={(name, mapping) => {
        props.onSaveTemplate(name, mapping);
        setTemplates((list) => [...list, { name, mapping }]);
      }}
    />
  );
}

const meta = {
  title: 'UI/Orders/MappingOrderFieldsModal',
  component: MappingOrderFieldsModal,
  render: (args) => <Stateful {...args} />,
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    onSaveTemplate: fn(),
    headers: SHOPIFY,
    templates: [],
  },
  argTypes: {
    headers: { control: false },
    templates: { control: false },
    templatesError: { control: 'text' },
    saveTemplateError: { control: 'text' },
  },
  parameters: { docs: { story: { inline: false, height: '760px' } } },
} satisfies Meta<typeof MappingOrderFieldsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const fieldOf = (body: ReturnType<typeof within>, label: string) =>
  body.getByRole('combobox', { name: new RegExp(`^${label}`) });

/** A Shopify export: every required field guessed from the headers; Continue reads with them. */
export const GuessedFromHeaders: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('heading', { name: 'Mapping Order Fields' })).toBeVisible();
    await expect(fieldOf(body, 'Order Id')).toHaveValue('Name');
    await expect(fieldOf(body, 'Shipping State')).toHaveValue('Shipping Province');
    await userEvent.click(body.getByRole('button', { name: 'Continue' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ originId: 'Name', item: 'Lineitem id', productId: 'Product Id' }),
    );
  },
};

/** Headers it cannot guess: Continue names each required field in §5's words; a column clears it. */
export const RequiredFieldsMissing: Story = {
  args: { headers: ['Ref', 'Qty', 'Buyer', 'Where'] },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Continue' }));
    await expect(body.getByText('Please select order origin id field!')).toBeVisible();
    await expect(body.getByText('Please select shipping state!')).toBeVisible();
    await expect(body.getByText('11 fields need a column of the file.')).toBeVisible();
    await userEvent.click(fieldOf(body, 'Order Id'));
    await userEvent.click(body.getByRole('option', { name: 'Ref' }));
    await expect(body.queryByText('Please select order origin id field!')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The Woo default template: its columns where the file has them. */
export const WooTemplate: Story = {
  args: {
    headers: [
      'Order ID',
      'Item ID',
      'Quantity',
      'Product Id',
      'Email (Billing)',
      'City (Shipping)',
    ],
  },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await userEvent.click(body.getByRole('combobox', { name: 'Template' }));
    await userEvent.click(body.getByRole('option', { name: 'Woo' }));
    await expect(fieldOf(body, 'Order Item')).toHaveValue('Item ID');
    await expect(fieldOf(body, 'Customer Email')).toHaveValue('Email (Billing)');
  },
};

/** Add item: a name is required and new; the template saved is then the one selected. */
export const NewTemplate: Story = {
  args: {
    templates: [{ name: 'Etsy', mapping: { originId: 'Name' } satisfies OrderFieldMapping }],
  },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Add item' }));
    const name = body.getByRole('textbox', { name: /Template name/ });
    await userEvent.click(body.getByRole('button', { name: 'Save template' }));
    await expect(body.getByText(ORDER_MAPPING_MESSAGES.templateName)).toBeVisible();
    await userEvent.type(name, 'etsy');
    await userEvent.click(body.getByRole('button', { name: 'Save template' }));
    await expect(body.getByText(ORDER_MAPPING_MESSAGES.templateExists)).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, 'Shopify export{Enter}');
    await expect(args.onSaveTemplate).toHaveBeenCalledWith(
      'Shopify export',
      expect.objectContaining({ originId: 'Name' }),
    );
    await expect(body.getByRole('combobox', { name: 'Template' })).toHaveTextContent(
      'Shopify export',
    );
    await expect(body.queryByRole('textbox', { name: /Template name/ })).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
