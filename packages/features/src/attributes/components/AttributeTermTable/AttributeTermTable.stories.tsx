import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { makeAttributeCatalogue } from '../../mocks';
import { AttributeTermTable } from './AttributeTermTable';

const { terms } = makeAttributeCatalogue();

const meta = {
  title: 'Features/Attributes/Components/AttributeTermTable',
  component: AttributeTermTable,
  args: {
    terms: terms.slice(0, 20),
    total: terms.length,
    page: 1,
    onPageChange: fn(),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof AttributeTermTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Loading: Story = { args: { terms: [], total: 0, loading: true } };
export const Empty: Story = { args: { terms: [], total: 0 } };
export const LoadError: Story = {
  args: { terms: [], total: 0, error: 'Attribute terms are unavailable', onRetry: fn() },
};

/** Delete asks first, then hands the term to onDelete. */
export const DeleteConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const term = terms[0]!;
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: `Actions for term ${term.option_name}` }),
    );
    await userEvent.click(within(canvasElement).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this attribute term?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(term);
  },
};
