import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CATALOGUE_MESSAGES } from '@podoffice/domain';
import { makeNews } from '../../mocks';
import { NewsForm } from './NewsForm';

const item = makeNews();

const meta = {
  title: 'Features/News/NewsForm',
  component: NewsForm,
  args: { onSubmit: fn(), onCancel: fn(), submitLabel: 'Create' },
  parameters: { app: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const Editing: Story = {
  args: {
    submitLabel: 'Save',
    initialValues: {
      title: item.title,
      content: item.content,
      status: item.status,
      notification: item.notification,
      send_mail: item.send_mail,
    },
  },
};
export const ServerRefusal: Story = { args: { error: 'You do not have permission to do this' } };
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await form.findByRole('textbox', { name: /Content/ });
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(await form.findByText(CATALOGUE_MESSAGES.titleRequired)).toBeVisible();
    await expect(form.getByText(CATALOGUE_MESSAGES.contentRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /Title/ }), 'Winter sale');
    const editor = await form.findByRole('textbox', { name: /Content/ });
    await userEvent.click(editor);
    await userEvent.keyboard('Mugs ship free');
    await waitFor(() => expect(editor).toHaveTextContent('Mugs ship free'));
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Winter sale',
          content: expect.stringContaining('Mugs ship free'),
          status: true,
          send_mail: false,
        }),
      ),
    );
  },
};
