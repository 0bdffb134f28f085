import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Drawer } from '../Drawer';
import { Toast } from './Toast';
import { ToastViewport, type ToastViewportProps } from './ToastViewport';
import type { ToastItem } from './toastTypes';

const meta = {
  title: 'UI/Toast',
  component: Toast,
  args: { type: 'success', message: 'Create Deposit success!', onClose: fn() },
  argTypes: { type: { control: 'inline-radio', options: ['success', 'error', 'info', 'warning'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const ErrorMessage: Story = {
  name: 'Error',
  args: { type: 'error', message: 'Something wrong!' },
};
export const Info: Story = { args: { type: 'info', message: 'Webhooks updated' } };
export const Warning: Story = { args: { type: 'warning', message: 'Form is invalid' } };
export const WithTitle: Story = {
  args: { type: 'error', title: 'Upload', message: 'Could not upload file' },
};
export const LongMessage: Story = {
  args: {
    type: 'success',
    message: 'A welcome message with further instructions has been sent to your email address.',
  },
};
export const NotClosable: Story = { args: { onClose: undefined } };

const samples: Omit<ToastItem, 'id'>[] = [
  { type: 'success', message: 'Approve success!' },
  { type: 'error', message: 'Something wrong!' },
  { type: 'info', message: 'Webhooks updated', duration: 5000 },
  { type: 'error', variant: 'notification', title: 'ERROR', message: 'News could not be loaded.' },
];

function ViewportDemo({
  initial,
  onDismiss,
}: {
  initial: ToastItem[];
  onDismiss: ToastViewportProps['onDismiss'];
}) {
  const [toasts, setToasts] = useState(initial);
  // Per story, so the samples come in the same order whichever story ran before.
  const [raised, setRaised] = useState(0);
  return (
    <>
      <Button
        onClick={() => {
          const sample = samples[raised % samples.length] ?? { type: 'info', message: 'Hello' };
          setRaised(raised + 1);
          setToasts((all) => [...all, { ...sample, id: `demo-${raised + 1}` }]);
        }}
      >
        Show a toast
      </Button>
      <ToastViewport
        toasts={toasts}
        onDismiss={(id) => {
          setToasts((all) => all.filter((toast) => toast.id !== id));
          onDismiss(id);
        }}
      />
    </>
  );
}

/** The controlled viewport: a Redux slice would hold `toasts` and remove one on onDismiss. */
export const Viewport: Story = {
  parameters: { docs: { story: { inline: false, height: '360px' } } },
  render: (args) => (
    <ViewportDemo
      onDismiss={args.onClose ?? (() => undefined)}
      initial={[
        { id: 'a', type: 'success', message: 'Create Deposit success!', duration: 0 },
        {
          id: 'b',
          type: 'error',
          message: 'Create Deposit failed. Please contact Administrator for details!',
          duration: 0,
        },
        {
          id: 'c',
          type: 'error',
          variant: 'notification',
          title: 'ERROR',
          message: 'Something wrong!',
          duration: 0,
        },
      ]}
    />
  ),
};

/** At most three at once: each new message pushes the oldest out, and the caller hears of it. */
export const CappedAtThree: Story = {
  name: 'Stack capped at three',
  parameters: { docs: { story: { inline: false, height: '360px' } } },
  render: (args) => (
    <ViewportDemo
      onDismiss={args.onClose ?? (() => undefined)}
      initial={[
        { id: 'one', type: 'success', message: 'Your settings saved', duration: 0 },
        { id: 'two', type: 'success', message: 'User blocked', duration: 0 },
        { id: 'three', type: 'info', message: 'User unblocked', duration: 0 },
      ]}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show a toast' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith('one'));
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(region.children).toHaveLength(3));
    await expect(canvas.queryByText('Your settings saved')).not.toBeInTheDocument();
  },
};

export const AutoDismiss: Story = {
  parameters: { docs: { story: { inline: false, height: '240px' } } },
  render: (args) => (
    <ViewportDemo
      onDismiss={args.onClose ?? (() => undefined)}
      initial={[{ id: 'quick', type: 'info', message: 'Your settings saved', duration: 600 }]}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your settings saved');
    await waitFor(() => expect(canvas.queryByText('Your settings saved')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await expect(args.onClose).toHaveBeenCalledWith('quick');
    await userEvent.click(canvas.getByRole('button', { name: 'Show a toast' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Approve success!');
  },
};

function DrawerWithToasts() {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  return (
    <>
      <Drawer open onClose={() => undefined} title="Make a Deposit">
        <p>Submitting fails and the error shows as a toast above the drawer.</p>
        <Drawer.Footer>
          <Button
            variant="primary"
            onClick={() =>
              setToasts([
                {
                  id: 'failed',
                  type: 'error',
                  message: 'Create Deposit failed. Please contact Administrator for details!',
                  duration: 0,
                },
              ])
            }
          >
            Submit
          </Button>
        </Drawer.Footer>
      </Drawer>
      <ToastViewport
        toasts={toasts}
        onDismiss={(id) => setToasts((all) => all.filter((t) => t.id !== id))}
      />
    </>
  );
}

/** A toast raised while a drawer is open shows above it, beside its title and close button, and can be closed: it moves into the drawer. */
export const OverAnOpenDrawer: Story = {
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  render: () => <DrawerWithToasts />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const toast = await canvas.findByRole('alert');
    await waitFor(() => expect(canvas.getByRole('dialog')).toContainElement(toast));
    const box = toast.getBoundingClientRect();
    const topmost = canvasElement.ownerDocument.elementFromPoint(
      box.left + box.width / 2,
      box.top + box.height / 2,
    );
    await expect(toast.contains(topmost)).toBe(true);
    // Clear of the drawer's title and close button (issue 10 §7): beside the drawer here.
    const header = canvasElement.ownerDocument
      .querySelector('[data-dialog-header]')!
      .getBoundingClientRect();
    await waitFor(() => {
      const shown = toast.getBoundingClientRect();
      const overlaps =
        shown.left < header.right &&
        shown.right > header.left &&
        shown.top < header.bottom &&
        shown.bottom > header.top;
      return expect(overlaps).toBe(false);
    });
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

function DrawerClosingWithToast() {
  const [open, setOpen] = useState(true);
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Make a Deposit</Button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Make a Deposit">
        <p>Submitting succeeds: the drawer closes and the success message shows on the page.</p>
        <Drawer.Footer>
          <Button
            variant="primary"
            onClick={() => {
              // As the deposit screen does: the message and the close in one update.
              setToasts((all) => [
                ...all,
                {
                  id: `done-${all.length}`,
                  type: 'success',
                  message: 'Create Deposit success!',
                  duration: 0,
                },
              ]);
              setOpen(false);
            }}
          >
            Submit
          </Button>
        </Drawer.Footer>
      </Drawer>
      <ToastViewport
        toasts={toasts}
        onDismiss={(id) => setToasts((all) => all.filter((t) => t.id !== id))}
      />
    </>
  );
}

/** A toast raised as the drawer closes comes back to the page with the viewport, shown and closable. */
export const RaisedAsTheDrawerCloses: Story = {
  name: 'Toast raised as the drawer closes',
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  render: () => <DrawerClosingWithToast />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    const toast = await canvas.findByRole('status');
    await expect(toast).toHaveTextContent('Create Deposit success!');
    await expect(toast).toBeVisible();
    await expect(toast.closest('dialog')).toBeNull();
    const box = toast.getBoundingClientRect();
    const topmost = canvasElement.ownerDocument.elementFromPoint(
      box.left + box.width / 2,
      box.top + box.height / 2,
    );
    await expect(toast.contains(topmost)).toBe(true);
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
  },
};
