import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { makeCatalogCards } from '../../mocks';
import { CatalogGrid } from './CatalogGrid';

const meta = {
  title: 'Features/Catalog/CatalogGrid',
  component: CatalogGrid,
  args: {
    types: makeCatalogCards(8),
    hrefOf: (id: string) => `/catalog/${id}`,
    selected: new Set<string>(),
    onToggle: fn(),
    total: 8,
    page: 1,
    onPageChange: fn(),
  },
} satisfies Meta<typeof CatalogGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards with their tags in the spec's colours (New green, Best seller orange, Premium blue). */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(await within(canvasElement).findByRole('list', { name: 'Catalog' }));
    await expect(grid.getAllByRole('listitem')).toHaveLength(8);
    await expect(grid.getAllByText('New').length).toBeGreaterThan(0);
    await expect(grid.getAllByText('Premium').length).toBeGreaterThan(0);
    await userEvent.click(grid.getByRole('checkbox', { name: 'Select Classic T-Shirt' }));
    await expect(args.onToggle).toHaveBeenCalledWith('1');
  },
};

/** Cards chosen for the export are ticked. */
export const Selected: Story = {
  args: { selected: new Set(['1', '3']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Select Classic T-Shirt' })).toBeChecked();
  },
};

/** The second page of 45. */
export const Paged: Story = {
  args: { types: makeCatalogCards(45).slice(20, 40), total: 45, page: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Total 45 items')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { types: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('list', { name: 'Loading the catalog' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { types: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No product types in the catalog yet.'),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: { types: [], error: 'The database is not reachable', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The database is not reachable')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
