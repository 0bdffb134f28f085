import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { makeAttributeCatalogue } from '../../mocks';
import { AttributeTermForm } from './AttributeTermForm';

const { attributes } = makeAttributeCatalogue();
const size = attributes.find((a) => a.name === 'size')!;
const color = attributes.find((a) => a.name === 'color')!;

const meta = {
  title: 'Features/Attributes/Components/AttributeTermForm',
  component: AttributeTermForm,
  args: { attributes, onSubmit: fn(), onCancel: fn(), submitLabel: 'Create' },
} satisfies Meta<typeof AttributeTermForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const Editing: Story = {
  args: {
    editing: true,
    submitLabel: 'Save',
    initialValues: { attribute_id: size.id, option_name: 'Large', sku: 'L' },
  },
};
export const AttributesLoading: Story = { args: { attributes: [], attributesLoading: true } };

async function chooseAttribute(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Attribute' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

/** An empty submit: 'Please select attribute', 'Please input name', 'Please input sku'. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText(MESSAGES.termAttributeRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.attributeNameRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.termSkuRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A sku before an attribute: 'Please select a Attribute!'. */
export const SkuWithoutAttribute: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'SKU' }), 'XL');
    await userEvent.tab();
    await expect(await canvas.findByText(MESSAGES.selectAttribute)).toBeVisible();
  },
};

/** Size takes 10 sku characters; an 11th gets the size message. */
export const SizeSkuTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseAttribute(canvasElement, size.name);
    await userEvent.type(canvas.getByRole('textbox', { name: 'SKU' }), 'POSTER-18X2');
    await userEvent.tab();
    await expect(await canvas.findByText(MESSAGES.sizeSkuMax)).toBeVisible();
  },
};

/** Other attributes take 5; a 6th gets the other message. */
export const OtherSkuTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseAttribute(canvasElement, color.name);
    await userEvent.type(canvas.getByRole('textbox', { name: 'SKU' }), 'ORANGE');
    await userEvent.tab();
    await expect(await canvas.findByText(MESSAGES.otherSkuMax)).toBeVisible();
  },
};
