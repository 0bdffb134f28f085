import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { exportsFailure, exportsHandlers, exportsLoading } from '../mocks';
import { ExportFilesScreen } from './ExportFilesScreen';
import {
  expectCardRows,
  expectFitsPhone,
  expectLabelLines,
  phoneStory,
} from '../../test/phoneStory';

const meta = {
  title: 'Features/Exports/ExportFilesScreen',
  component: ExportFilesScreen,
  parameters: { router: { route: '/export-orders', path: '/export-orders' } },
  beforeEach: ({ msw }) => msw.use(...exportsHandlers()),
} satisfies Meta<typeof ExportFilesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function table(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const files = await canvas.findByRole('table', { name: 'Exported CSV files' });
  await waitFor(() => expect(within(files).getAllByRole('row').length).toBeGreaterThan(1));
  return { canvas, files: within(files) };
}

/** An Administrator: every supplier's files, with whom each was exported for. */
export const Administrator: Story = {
  globals: { role: 'Administrator' },
  play: async ({ canvasElement }) => {
    const { files } = await table(canvasElement);
    await expect(files.getByRole('columnheader', { name: 'Exported for' })).toBeVisible();
  },
};

/** A supplier: only their own files. */
export const Supplier: Story = {
  globals: { role: 'Supplier' },
  play: async ({ canvasElement }) => {
    const { files } = await table(canvasElement);
    await expect(files.queryByRole('columnheader', { name: 'Exported for' })).toBeNull();
  },
};

/** Filters from the address: a reload keeps them. */
export const FilteredFromAddress: Story = {
  parameters: {
    router: {
      route: '/export-orders?from=2024-06-20&to=2024-06-30&search=50',
      path: '/export-orders',
    },
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: /Search/ })).toHaveValue('50');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(exportsLoading()),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: 'Exported CSV files' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...exportsHandlers([])),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No orders have been exported yet.'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(exportsFailure('OrderExports', 'Export files are unavailable')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Export files are unavailable'),
    ).toBeVisible();
  },
};

/** On a phone (390 px) each exported file is a card of label: value lines, Download in reach. */
export const Phone: Story = {
  ...phoneStory,
  globals: { role: 'Administrator' },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await expectFitsPhone(canvasElement);
    const [card] = await expectCardRows(
      within(canvasElement).getByRole('table', { name: 'Exported CSV files' }),
    );
    await expectLabelLines(card!, ['File name', 'Exported at', 'Orders', 'Exported for']);
  },
};
