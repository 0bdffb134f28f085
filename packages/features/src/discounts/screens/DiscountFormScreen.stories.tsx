import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { discountFailure, discountHandlers, discountLoading } from '../mocks';
import { DiscountFormScreen } from './DiscountFormScreen';

const meta = {
  title: 'Features/Discounts/DiscountFormScreen',
  component: DiscountFormScreen,
  globals: { role: 'Administrator' },
  parameters: { router: { route: '/admin/discount/create', path: '/admin/discount/create' } },
  beforeEach: ({ msw }) => msw.use(...discountHandlers()),
} satisfies Meta<typeof DiscountFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const edit = { router: { route: '/admin/discount/edit/1', path: '/admin/discount/edit/:id' } };

export const Create: Story = {};

/** An empty submit shows the spec's messages. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText(MESSAGES.discountNameRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.discountRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.discountRangeRequired)).toBeVisible();
  },
};

export const Edit: Story = {
  parameters: edit,
  play: async ({ canvasElement }) => {
    const name = await within(canvasElement).findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('Summer sale 1'));
  },
};

/** Saved: 'Update Discount is successful!', back to the list. */
export const Updated: Story = {
  parameters: edit,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('Summer sale 1'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Navigated to /admin/discount')).toBeVisible();
  },
};

export const EditLoading: Story = {
  parameters: edit,
  beforeEach: ({ msw }) => msw.use(discountLoading('DiscountById')),
};

export const EditLoadError: Story = {
  parameters: edit,
  beforeEach: ({ msw }) => msw.use(discountFailure('DiscountById', 'Discount not found')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Discount not found')).toBeVisible();
  },
};
