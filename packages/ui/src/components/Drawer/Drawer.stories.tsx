import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useOpenState } from '../../../../../.storybook/openState';
import { Button } from '../Button';
import { FormField } from '../FormField';
import { TextInput } from '../TextInput';
import { Drawer } from './Drawer';

const form = (
  <form
    onSubmit={(event) => {
      event.preventDefault();
    }}
  >
    <p>Transfer the amount, then enter the transaction ID of your payment.</p>
    <FormField label="Transaction ID" name="transaction_id" required>
      <TextInput />
    </FormField>
    <Drawer.Footer>
      <Button type="reset">Reset</Button>
      <Button type="submit" variant="primary">
        Submit
      </Button>
    </Drawer.Footer>
  </form>
);

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  args: { open: true, title: 'Make a Deposit', onClose: fn(), children: form },
  argTypes: {
    width: { control: 'text' },
    placement: { control: 'inline-radio', options: ['right', 'left'] },
    children: { control: false },
    extra: { control: false },
    initialFocusRef: { control: false },
  },
  parameters: {
    // Each story in its own iframe: open drawers sit in the top layer and would stack on the docs page.
    docs: { story: { inline: false, height: '520px' } },
  },
  render: function Render(args) {
    const [open, setOpen] = useOpenState(args.open);
    return (
      <>
        <Button variant="primary" onClick={() => setOpen(true)}>
          Make a Deposit
        </Button>
        <Drawer
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
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { open: false } };
export const Left: Story = {
  args: { placement: 'left', title: 'Menu', children: <p>Navigation goes here.</p> },
};
export const Wide: Story = { args: { width: 720, title: 'Edit Site' } };
export const WithHeaderExtra: Story = {
  args: { title: 'Edit Site', extra: <Button size="sm">Webhooks</Button> },
};
export const LongContentScrolls: Story = {
  args: {
    title: 'Guideline',
    children: (
      <>
        {Array.from({ length: 40 }, (_, i) => (
          <p key={i}>Rule {i + 1}: every design file is checked before production starts.</p>
        ))}
        <Drawer.Footer>
          <Button variant="primary">Done</Button>
        </Drawer.Footer>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const done = canvas.getByRole('button', { name: 'Done' });
    const panel = canvas.getByRole('dialog').getBoundingClientRect();
    await expect(Math.round(done.getBoundingClientRect().bottom)).toBeLessThanOrEqual(
      Math.round(panel.bottom),
    );
  },
};
export const NoBackdropClose: Story = { args: { closeOnBackdropClick: false } };

export const ClosesAndReturnsFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    // the close is a state update of the story's: the dialog goes after a render
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Make a Deposit' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Make a Deposit' });
    await expect(dialog.matches(':modal')).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Make a Deposit' })).toHaveFocus();
  },
};
