import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useOpenState } from '../../../../../.storybook/openState';
import { Button } from '../Button';
import { Modal } from './Modal';

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: {
    open: true,
    title: 'Edit level',
    onClose: fn(),
    children: <p>Level Gold gives a 5% discount from 1,000 orders.</p>,
  },
  argTypes: {
    width: { control: 'text' },
    children: { control: false },
    initialFocusRef: { control: false },
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
  },
  parameters: {
    // Each story in its own iframe: open modals sit in the top layer and would stack on the docs page.
    docs: { story: { inline: false, height: '420px' } },
  },
  render: function Render(args) {
    const [open, setOpen] = useOpenState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open modal</Button>
        <Modal
          {...args}
          open={open}
          onClose={() => {
            setOpen(false);
            args.onClose();
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { open: false } };

export const WithFooter: Story = {
  args: {
    children: (
      <>
        <p>Save the level with its new discount?</p>
        <Modal.Footer>
          <Button>Cancel</Button>
          <Button variant="primary">Save</Button>
        </Modal.Footer>
      </>
    ),
  },
};

export const LongContentScrolls: Story = {
  args: {
    title: 'Guideline',
    children: (
      <>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>
            Paragraph {i + 1}: print files must be 300 dpi PNG with a transparent background and the
            design centred in the print area.
          </p>
        ))}
        <Modal.Footer>
          <Button variant="primary">I understand</Button>
        </Modal.Footer>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = canvas.getByText(/^Paragraph 1:/).parentElement;
    await expect(body && body.scrollHeight > body.clientHeight).toBe(true);
    await expect(getComputedStyle(canvasElement.ownerDocument.body).overflow).toBe('hidden');
    const footerButton = canvas.getByRole('button', { name: 'I understand' });
    const dialogBox = canvas.getByRole('dialog').getBoundingClientRect();
    // the sticky footer stays in view at the bottom of the dialog
    await expect(Math.round(footerButton.getBoundingClientRect().bottom)).toBeLessThanOrEqual(
      Math.round(dialogBox.bottom),
    );
  },
};

export const Wide: Story = { args: { width: 880 } };
export const Narrow: Story = { args: { width: '320px' } };
export const NoBackdropClose: Story = { args: { closeOnBackdropClick: false } };
export const WithoutCloseButton: Story = {
  args: {
    hideCloseButton: true,
    children: (
      <>
        <p>Choose an answer to continue.</p>
        <Modal.Footer>
          <Button variant="primary">Continue</Button>
        </Modal.Footer>
      </>
    ),
  },
};

export const EscapeCloses: Story = {
  // The play checks the end state (closed, focus back on the opener). No picture of it: it is
  // the Closed story's.
  parameters: { visualBaseline: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog', { name: 'Edit level' });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    // the close is a state update of the story's: the dialog goes after a render
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Open modal' }));
    const reopened = await canvas.findByRole('dialog', { name: 'Edit level' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(reopened).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Open modal' })).toHaveFocus();
  },
};

export const KeyboardInside: Story = {
  args: {
    children: (
      <>
        <label>
          Name <input />
        </label>
        <Modal.Footer>
          <Button variant="primary">Save</Button>
        </Modal.Footer>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The dialog opens in an effect; on a busy machine the play function can start first.
    const dialog = canvas.getByRole('dialog');
    await waitFor(() => expect(dialog.matches(':modal')).toBe(true));
    // showModal() puts focus on the first control only in a page that has the browser's focus;
    // with two stories running side by side one may not. Start where it would have put it.
    if (!dialog.contains(document.activeElement)) {
      canvas.getByRole('button', { name: 'Close' }).focus();
    }
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    // :modal holds only for showModal(), which makes the page behind inert and traps focus.
    await expect(canvas.getByRole('dialog').matches(':modal')).toBe(true);
  },
};
