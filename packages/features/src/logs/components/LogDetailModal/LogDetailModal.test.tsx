import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { LogDetailModal, readableJson } from './LogDetailModal';

describe('readableJson', () => {
  it('indents JSON and leaves other text as written', () => {
    expect(readableJson('{"a":1,"b":[2]}')).toBe('{\n  "a": 1,\n  "b": [\n    2\n  ]\n}');
    expect(readableJson('Could not send')).toBe('Could not send');
    expect(readableJson(null)).toBe('—');
  });
});

describe('LogDetailModal', () => {
  it('shows the facts and each block, and closes', async () => {
    const onClose = jest.fn();
    renderWithProviders(
      <LogDetailModal
        open
        onClose={onClose}
        title="Activity 7"
        facts={[{ label: 'Type', value: 'balance_status' }]}
        blocks={[
          { label: 'Old data', text: '{"status":"Pending"}' },
          { label: 'New data', text: null },
        ]}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Activity 7' })).toBeInTheDocument();
    expect(screen.getByRole('definition')).toHaveTextContent('balance_status');
    expect(screen.getByRole('region', { name: 'Old data' }).textContent).toBe(
      '{\n  "status": "Pending"\n}',
    );
    expect(screen.getByRole('region', { name: 'New data' })).toHaveTextContent('—');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
