import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { makeOrderExports } from '../../mocks';
import { ExportFilesTable } from './ExportFilesTable';

const files = makeOrderExports(3);

describe('ExportFilesTable', () => {
  it('shows each file with its orders, the first five by number', () => {
    renderWithProviders(
      <ExportFilesTable
        files={files}
        total={3}
        page={1}
        onPageChange={jest.fn()}
        onDownload={jest.fn()}
      />,
    );
    const [, , third] = screen.getAllByRole('row').slice(1);
    const ids = files[2]!.order_ids;
    expect(within(third!).getByText(String(ids.length))).toBeInTheDocument();
    expect(third!.textContent).toContain(`#${ids[0]}, #${ids[1]}`);
    expect(screen.queryByRole('columnheader', { name: 'Exported for' })).not.toBeInTheDocument();
  });

  it('shows the owner to Administrators and downloads with the row button', async () => {
    const onDownload = jest.fn();
    renderWithProviders(
      <ExportFilesTable
        files={files}
        total={3}
        page={1}
        onPageChange={jest.fn()}
        onDownload={onDownload}
        showOwner
      />,
    );
    expect(screen.getAllByText('Sue Supplier').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: `Download ${files[1]!.file_name}` }));
    expect(onDownload).toHaveBeenCalledWith(files[1]);
  });

  it('says more orders than it lists', () => {
    const big = { ...files[0]!, order_ids: ['1', '2', '3', '4', '5', '6', '7'], order_count: 7 };
    renderWithProviders(
      <ExportFilesTable
        files={[big]}
        total={1}
        page={1}
        onPageChange={jest.fn()}
        onDownload={jest.fn()}
      />,
    );
    expect(screen.getByText('#1, #2, #3, #4, #5 and 2 more')).toBeInTheDocument();
  });
});
