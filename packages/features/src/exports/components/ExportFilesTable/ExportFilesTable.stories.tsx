import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { makeOrderExports } from '../../mocks';
import { ExportFilesTable } from './ExportFilesTable';

const files = makeOrderExports(20);

const meta = {
  title: 'Features/Exports/Components/ExportFilesTable',
  component: ExportFilesTable,
  args: { files, total: 26, page: 1, onPageChange: fn(), onDownload: fn() },
} satisfies Meta<typeof ExportFilesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An Administrator's view: every supplier's files, with the owner column. */
export const AdministratorView: Story = { args: { showOwner: true } };

/** A supplier's view: their own files. */
export const SupplierView: Story = {};

export const Loading: Story = { args: { files: [], total: 0, loading: true } };

export const Empty: Story = { args: { files: [], total: 0 } };

export const NothingMatches: Story = { args: { files: [], total: 0, filtered: true } };

export const LoadError: Story = {
  args: { files: [], total: 0, error: 'Export files are unavailable', onRetry: fn() },
};

/** The row's Download button hands its file to the screen. */
export const Download: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Download ${files[0]!.file_name}` }));
    await expect(args.onDownload).toHaveBeenCalledWith(files[0]);
  },
};
