import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { makeSystemLogs } from '../../mocks';
import { SystemLogTable } from './SystemLogTable';

describe('SystemLogTable', () => {
  it('shows type and message and opens a line', async () => {
    const logs = makeSystemLogs(4);
    const onOpen = jest.fn();
    renderWithProviders(
      <SystemLogTable logs={logs} total={4} page={1} onPageChange={jest.fn()} onOpen={onOpen} />,
    );
    expect(screen.getByText(logs[1]!.message)).toBeInTheDocument();
    expect(screen.getByText('webhook')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Details of log ${logs[3]!.id}` }));
    expect(onOpen).toHaveBeenCalledWith(logs[3]);
  });
});
