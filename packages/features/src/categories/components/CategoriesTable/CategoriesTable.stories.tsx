import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { categoryFixtures } from '../../mocks';
import { CategoriesTable } from './CategoriesTable';

const meta = {
  title: 'Features/Categories/CategoriesTable',
  component: CategoriesTable,
  args: {
    categories: categoryFixtures.slice(0, 10),
    total: categoryFixtures.length,
    page: 1,
    pageSize: 10,
    onPageChange: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
  parameters: { app: false },
} satisfies Meta<typeof CategoriesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {};
export const Editable: Story = { args: { canEdit: true } };
export const Loading: Story = { args: { categories: [], loading: true } };
export const Empty: Story = { args: { categories: [], total: 0 } };
export const Failed: Story = {
  args: { categories: [], total: 0, error: 'Categories are unavailable right now', onRetry: fn() },
};
