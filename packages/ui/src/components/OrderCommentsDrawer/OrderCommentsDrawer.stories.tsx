import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EMPTY_COMMENT, OrderCommentsDrawer, type OrderComment } from './OrderCommentsDrawer';

const COMMENTS: OrderComment[] = [
  {
    id: 1,
    created_at: '2026-03-02T09:15:00',
    author: { first_name: 'Sam', last_name: 'Seller' },
    comment: { user_content: 'Customer asked for the print 2 cm higher.' },
  },
  {
    id: 2,
    created_at: '2026-03-02T11:40:12',
    author: { first_name: 'Ada', last_name: 'Admin' },
    comment: { user_content: 'Noted.\nThe supplier has the new placement.' },
  },
];

const meta = {
  title: 'UI/Orders/OrderCommentsDrawer',
  component: OrderCommentsDrawer,
  args: { open: true, onClose: fn(), orderId: 1041, comments: COMMENTS, onSend: fn() },
  argTypes: {
    comments: { control: false },
    error: { control: 'text' },
    sendError: { control: 'text' },
  },
  parameters: { docs: { story: { inline: false, height: '560px' } } },
} satisfies Meta<typeof OrderCommentsDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('heading', { name: 'Comments N001041' })).toBeVisible();
    const items = within(body.getByRole('list', { name: 'Comments' })).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Sam Seller');
    await expect(items[0]).toHaveTextContent('02 Mar 2026, 09:15:00');
  },
};

export const Loading: Story = {
  args: { comments: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement.ownerDocument.body).getByRole('status', { name: 'Loading comments' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { comments: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement.ownerDocument.body).getByText('No comments yet'),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { comments: [], error: 'Could not load comments', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('alert')).toHaveTextContent('Could not load comments');
    await userEvent.click(body.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Send with an empty box says so and sends nothing. */
export const EmptyCommentMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(body.getByRole('textbox', { name: 'Comment' }), '   ');
    await userEvent.click(body.getByRole('button', { name: 'Send' }));
    await expect(body.getByText(EMPTY_COMMENT)).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A sent comment empties the box once the caller's promise resolves. */
export const Sends: Story = {
  args: { onSend: fn(() => Promise.resolve()) },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const box = body.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, '  Please ship with the express carrier. ');
    await userEvent.click(body.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith('Please ship with the express carrier.');
    await waitFor(() => expect(box).toHaveValue(''));
  },
};

export const Sending: Story = { args: { sending: true } };

/** The server refused the comment: its message shows and the text stays to try again. */
export const SendFailed: Story = {
  args: {
    sendError: 'Order not found',
    onSend: fn(() => Promise.reject(new Error('Order not found'))),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const box = body.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, 'Hold until Monday');
    await userEvent.click(body.getByRole('button', { name: 'Send' }));
    await expect(body.getByRole('alert')).toHaveTextContent('Order not found');
    await expect(box).toHaveValue('Hold until Monday');
  },
};

/** Without onSend (a screen whose createComment is not wired yet): the comments only, no box. */
export const ReadOnly: Story = {
  args: { onSend: undefined },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Sam Seller')).toBeVisible();
    await expect(body.queryByRole('textbox', { name: 'Comment' })).toBeNull();
    await expect(body.queryByRole('button', { name: 'Send' })).toBeNull();
  },
};
