import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { attributeFailure, attributeHandlers, attributeLoading } from '../mocks';
import { AttributeFormScreen } from './AttributeFormScreen';

const meta = {
  title: 'Features/Attributes/AttributeFormScreen',
  component: AttributeFormScreen,
  globals: { role: 'Administrator' },
  parameters: { router: { route: '/admin/attribute/add', path: '/admin/attribute/add' } },
  beforeEach: ({ msw }) => msw.use(...attributeHandlers()),
} satisfies Meta<typeof AttributeFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const edit = { router: { route: '/admin/attribute/edit/2', path: '/admin/attribute/edit/:id' } };

export const Add: Story = {};

/** An empty submit: 'Please input name'. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText(MESSAGES.attributeNameRequired)).toBeVisible();
  },
};

/** Saved: 'Create Attribute is successful!' and back to the list. */
export const Created: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'sleeve');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText('Navigated to /admin/attributes')).toBeVisible();
  },
};

export const Edit: Story = {
  parameters: edit,
  play: async ({ canvasElement }) => {
    const name = await within(canvasElement).findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('color'));
  },
};

export const EditLoading: Story = {
  parameters: edit,
  beforeEach: ({ msw }) => msw.use(attributeLoading('AttributeById')),
};

export const EditLoadError: Story = {
  parameters: edit,
  beforeEach: ({ msw }) => msw.use(attributeFailure('AttributeById', 'Attribute not found')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Attribute not found')).toBeVisible();
  },
};
