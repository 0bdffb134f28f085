import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useOpenState } from '../../../../../.storybook/openState';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Are you sure to fetch product variant for this site?',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { width: { control: 'text' }, message: { control: 'text' } },
  parameters: {
    // Each story in its own iframe: open dialogs sit in the top layer and would stack on the docs page.
    docs: { story: { inline: false, height: '320px' } },
  },
  render: function Render(args) {
    const [open, setOpen] = useOpenState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Ask</Button>
        <ConfirmDialog
          {...args}
          open={open}
          onCancel={() => {
            setOpen(false);
            args.onCancel();
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

const dangerArgs = {
  title: 'Delete this user?',
  message: 'The user loses access at once. This cannot be undone.',
  confirmLabel: 'Delete',
  danger: true,
};

/** The danger look, kept as the picture: red confirm, the focus on Cancel. */
export const Danger: Story = {
  args: dangerArgs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('alertdialog', { name: 'Delete this user?' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/**
 * Enter on the focused Cancel cancels, not deletes. No picture of the end: a closed dialog, the
 * page with its Ask button alone.
 */
export const DangerEnterCancels: Story = {
  args: dangerArgs,
  parameters: { visualBaseline: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { title: 'Approve this deposit?', confirmLabel: 'Approve', loading: true },
};

export const WithMessage: Story = {
  args: {
    title: 'Block this user?',
    message: 'The user cannot sign in until unblocked.',
    confirmLabel: 'Block',
  },
};

export const Closed: Story = { args: { open: false } };
