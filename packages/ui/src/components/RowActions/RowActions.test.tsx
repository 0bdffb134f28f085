import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { RowActions } from './RowActions';

describe('RowActions', () => {
  it('is one named menu button; Space opens it, arrows move, Enter chooses', async () => {
    const edit = jest.fn();
    const remove = jest.fn();
    renderWithTheme(
      <RowActions
        name="term Red"
        actions={[
          { key: 'edit', label: 'Edit', onSelect: edit },
          { key: 'delete', label: 'Delete', onSelect: remove, danger: true },
        ]}
      />,
    );
    const button = screen.getByRole('button', { name: 'Actions for term Red' });
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    button.focus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(remove).toHaveBeenCalledTimes(1);
    expect(edit).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('closes on Escape without choosing', async () => {
    const remove = jest.fn();
    renderWithTheme(
      <RowActions
        name="term Red"
        actions={[{ key: 'delete', label: 'Delete', onSelect: remove }]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions for term Red' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(remove).not.toHaveBeenCalled();
  });

  it('renders nothing for a row without actions', () => {
    const { container } = renderWithTheme(<RowActions name="term Red" actions={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
