import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CATALOGUE_MESSAGES } from '@podoffice/domain';
import { newsHandlers, newsLoading } from '../mocks';
import { NewsFormScreen } from './NewsFormScreen';

const ADD = { route: '/admin/news/addnews', path: '/admin/news/addnews' };
const EDIT = { route: '/admin/news/edit/1', path: '/admin/news/edit/:id' };

const meta = {
  title: 'Features/News/NewsFormScreen',
  component: NewsFormScreen,
  parameters: { router: ADD },
  beforeEach: ({ msw }) => msw.use(...newsHandlers()),
} satisfies Meta<typeof NewsFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};

/** Create with nothing filled in: both required messages. */
export const AddValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: /Content/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText(CATALOGUE_MESSAGES.titleRequired)).toBeVisible();
    await expect(canvas.getByText(CATALOGUE_MESSAGES.contentRequired)).toBeVisible();
  },
};

/** Writing an item with the editor and creating it goes back to the list. */
export const AddAndCreate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Title/ }), 'Winter sale');
    const editor = await canvas.findByRole('textbox', { name: /Content/ });
    await userEvent.click(editor);
    await userEvent.keyboard('Mugs ship free');
    await waitFor(() => expect(editor).toHaveTextContent('Mugs ship free'));
    await userEvent.click(canvas.getByRole('switch', { name: 'Send mail to sellers' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText(/Navigated to/)).toHaveTextContent('/admin/news');
  },
};

export const Edit: Story = {
  parameters: { router: EDIT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await canvas.findByRole('textbox', { name: /Content/ });
    await waitFor(() => expect(editor).toHaveTextContent('Order early for December delivery'));
  },
};

export const EditLoading: Story = {
  parameters: { router: EDIT },
  beforeEach: ({ msw }) => msw.use(newsLoading('NewsById')),
};

export const EditNotFound: Story = {
  parameters: { router: { ...EDIT, route: '/admin/news/edit/9999' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Back to news' }),
    ).toBeVisible();
  },
};
