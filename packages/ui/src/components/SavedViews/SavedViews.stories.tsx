import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SavedViews, type SavedViewItem, type SavedViewsProps } from './SavedViews';

const VIEWS: SavedViewItem[] = [
  { id: '1', name: 'Errors this week' },
  { id: '2', name: 'EU express' },
  { id: '3', name: 'Waiting for designs' },
];

/** The views held by the story as a screen holds them: a save adds one, a delete removes it. */
function Held(props: SavedViewsProps) {
  const [views, setViews] = useState<SavedViewItem[]>([...props.views]);
  const [active, setActive] = useState(props.activeId ?? null);
  return (
    <SavedViews
      {...props}
      views={views}
      activeId={active}
      onApply={(id) => {
        setActive(id);
        props.onApply(id);
      }}
      onSave={async (name) => {
        const refused = await props.onSave(name);
        if (!refused) {
          const id = String(views.length + 10);
          setViews([...views, { id, name: name.trim() }]);
          setActive(id);
        }
        return refused;
      }}
      onDelete={async (id) => {
        await props.onDelete(id);
        setViews(views.filter((v) => v.id !== id));
      }}
    />
  );
}

const meta = {
  title: 'UI/Data/SavedViews',
  component: Held,
  args: {
    views: VIEWS,
    activeId: '2',
    onApply: fn(),
    onSave: fn(async (_name: string): Promise<string | null> => null),
    onDelete: fn(async () => undefined),
    max: 20,
  },
  argTypes: { views: { control: false } },
  // Room for the save panel under the bar.
  decorators: [(Story) => <div style={{ minHeight: 260 }}>{Story()}</div>],
} satisfies Meta<typeof Held>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three views, the one in force pressed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Saved views' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'EU express' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Errors this week' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** A click applies a view; the caller is told which. */
export const ApplyAView: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Errors this week' }));
    await expect(args.onApply).toHaveBeenCalledWith('1');
    await expect(canvas.getByRole('button', { name: 'Errors this week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Save view names what is shown; Enter saves, the panel closes and the new view is pressed. */
export const SaveAView: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save view' }));
    const panel = await canvas.findByRole('dialog', { name: 'Save this view' });
    await userEvent.type(within(panel).getByRole('textbox', { name: 'View name' }), 'Late{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('Late');
    await waitFor(() =>
      expect(canvas.queryByRole('dialog', { name: 'Save this view' })).not.toBeInTheDocument(),
    );
    await expect(canvas.getByRole('button', { name: 'Late' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A refused save says why under the name and keeps the panel and what was typed. */
export const SaveRefused: Story = {
  args: {
    onSave: fn(
      async (name: string): Promise<string | null> => `You already have a view named "${name}"`,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save view' }));
    const panel = within(await canvas.findByRole('dialog', { name: 'Save this view' }));
    const input = panel.getByRole('textbox', { name: 'View name' });
    await userEvent.type(input, 'EU express');
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await expect(
      await panel.findByText('You already have a view named "EU express"'),
    ).toBeVisible();
    await expect(input).toHaveValue('EU express');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The cross asks first; Delete removes the view. */
export const DeleteAView: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete view Errors this week' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Delete this view?' });
    await expect(dialog).toHaveTextContent('The view "Errors this week" will be deleted.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith('1');
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Errors this week' })).not.toBeInTheDocument(),
    );
  },
};

/** No view yet: the bar says so beside Save view. */
export const Empty: Story = {
  args: { views: [], activeId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('none saved yet')).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true } };

/** The views could not be read: the message and Retry. */
export const LoadFailed: Story = {
  args: { error: 'Could not load your saved views', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load your saved views');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** At the most views kept, Save view gives way to what to do. */
export const Full: Story = {
  args: { max: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Save view' })).not.toBeInTheDocument();
    await expect(canvas.getByText('3 views saved: delete one to save another')).toBeVisible();
  },
};
