import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { Tag } from './Tag';

describe('Tag', () => {
  it('has no button unless removable', () => {
    renderWithTheme(<Tag>ops@example.com</Tag>);
    expect(screen.getByText('ops@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is removed by its named button, with the keyboard too', async () => {
    const onRemove = jest.fn();
    renderWithTheme(<Tag onRemove={onRemove}>ops@example.com</Tag>);
    await userEvent.click(screen.getByRole('button', { name: 'Remove ops@example.com' }));
    await userEvent.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledTimes(2);
  });

  it('takes its own remove label for rich content', () => {
    renderWithTheme(
      <Tag onRemove={() => undefined} removeLabel="Remove filter Status">
        <strong>Status</strong>: shipped
      </Tag>,
    );
    expect(screen.getByRole('button', { name: 'Remove filter Status' })).toBeInTheDocument();
  });
});
