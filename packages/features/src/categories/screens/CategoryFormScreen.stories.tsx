import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CATALOGUE_MESSAGES, MESSAGES } from '@podoffice/domain';
import { categoryHandlers, categoryLoading } from '../mocks';
import { CategoryFormScreen } from './CategoryFormScreen';

const ADD = { route: '/admin/category/add', path: '/admin/category/add' };
const EDIT = { route: '/admin/category/edit/30', path: '/admin/category/edit/:id' };

const meta = {
  title: 'Features/Categories/CategoryFormScreen',
  component: CategoryFormScreen,
  parameters: { router: ADD },
  beforeEach: ({ msw }) => msw.use(...categoryHandlers()),
} satisfies Meta<typeof CategoryFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};

/** Create with no title: the required-title message. */
export const AddValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText(CATALOGUE_MESSAGES.titleRequired)).toBeVisible();
  },
};

export const Edit: Story = {
  parameters: { router: EDIT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Title/ })).toHaveValue('Mugs');
  },
};

export const EditLoading: Story = {
  parameters: { router: EDIT },
  beforeEach: ({ msw }) => msw.use(categoryLoading('CategoryById')),
};

export const EditNotFound: Story = {
  parameters: { router: { ...EDIT, route: '/admin/category/edit/999' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Category not found')).toBeVisible();
  },
};

/** The route lets Supporters in; spec 1 §6 does not let them add or edit. */
export const Supporter: Story = {
  globals: { role: 'Supporter' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(MESSAGES.accessDenied)).toBeVisible();
  },
};
