import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { attributeFailure, attributeHandlers } from '../mocks';
import { AttributeTermFormScreen } from './AttributeTermFormScreen';

const meta = {
  title: 'Features/Attributes/AttributeTermFormScreen',
  component: AttributeTermFormScreen,
  globals: { role: 'Administrator' },
  parameters: {
    router: { route: '/admin/attribute-term/add', path: '/admin/attribute-term/add' },
  },
  beforeEach: ({ msw }) => msw.use(...attributeHandlers()),
} satisfies Meta<typeof AttributeTermFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const underSize = {
  router: { route: '/admin/attribute-term/add?attribute=1', path: '/admin/attribute-term/add' },
};

export const Add: Story = {};

/** An empty submit: 'Please select attribute', 'Please input name', 'Please input sku'. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText(MESSAGES.termAttributeRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.attributeNameRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.termSkuRequired)).toBeVisible();
  },
};

/** An 11-character sku under size. */
export const SizeSkuTooLong: Story = {
  parameters: underSize,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Attribute' })).toHaveTextContent('size'),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'SKU' }), 'POSTER-18X2');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText(MESSAGES.sizeSkuMax)).toBeVisible();
  },
};

/** Editing: the attribute is fixed. */
export const Edit: Story = {
  parameters: {
    router: { route: '/admin/attribute-term/edit/1', path: '/admin/attribute-term/edit/:id' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Option name' })).toHaveValue('Small'),
    );
    await expect(canvas.getByRole('combobox', { name: 'Attribute' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const EditLoadError: Story = {
  parameters: {
    router: { route: '/admin/attribute-term/edit/99', path: '/admin/attribute-term/edit/:id' },
  },
  beforeEach: ({ msw }) =>
    msw.use(attributeFailure('AttributeTermById', 'Attribute term not found')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Attribute term not found')).toBeVisible();
  },
};
