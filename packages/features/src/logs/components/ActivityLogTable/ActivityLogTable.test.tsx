import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { makeActivityLogs } from '../../mocks';
import { ActivityLogTable, changedFields } from './ActivityLogTable';

describe('changedFields', () => {
  it('names the top-level fields whose value differs', () => {
    expect(
      changedFields({
        old_data: '{"a":1,"b":{"c":2},"d":3}',
        new_data: '{"a":1,"b":{"c":4},"e":5}',
      }),
    ).toEqual(['b', 'd', 'e']);
    expect(changedFields({ old_data: null, new_data: '{"x":1}' })).toEqual(['x']);
    expect(changedFields({ old_data: 'not json', new_data: null })).toEqual([]);
  });
});

describe('ActivityLogTable', () => {
  it('shows the user, or System when the platform made the change, and opens a line', async () => {
    const logs = makeActivityLogs(12);
    const onOpen = jest.fn();
    renderWithProviders(
      <ActivityLogTable logs={logs} total={12} page={1} onPageChange={jest.fn()} onOpen={onOpen} />,
    );
    const [first] = screen.getAllByRole('row').slice(1);
    expect(within(first!).getByText('System')).toBeInTheDocument();
    expect(within(first!).getByText('status')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: `Details of activity ${logs[2]!.id}` }),
    );
    expect(onOpen).toHaveBeenCalledWith(logs[2]);
  });
});
