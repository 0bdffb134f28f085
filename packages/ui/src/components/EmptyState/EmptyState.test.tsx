import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows title, description and a working action', async () => {
    const onAdd = jest.fn();
    renderWithTheme(
      <EmptyState
        title="No sites yet"
        description="Connect a shop to start receiving orders."
        action={<Button onClick={onAdd}>Add Site</Button>}
      />,
    );
    expect(screen.getByText('No sites yet')).toBeInTheDocument();
    expect(screen.getByText('Connect a shop to start receiving orders.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Site' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('can drop the picture', () => {
    const { container } = renderWithTheme(<EmptyState title="Nothing here" icon={null} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
