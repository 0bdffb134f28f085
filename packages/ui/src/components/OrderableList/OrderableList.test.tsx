import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../../test/render';
import { OrderableList, moveItem } from './OrderableList';

/**
 * jsdom lays nothing out, so dnd-kit's keyboard sensor would find no row to move over: stack the
 * rows 60 px apart, as a browser would.
 */
const ROW = 60;
let restore: () => void;
beforeEach(() => {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    if (!(this instanceof HTMLElement) || this.dataset.rowId === undefined) {
      return original.call(this);
    }
    const top = Array.from(this.parentElement!.children).indexOf(this) * ROW;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 600,
      height: ROW - 8,
      bottom: top + ROW - 8,
      right: 600,
      toJSON() {},
    } as DOMRect;
  };
  restore = () => {
    Element.prototype.getBoundingClientRect = original;
  };
});
afterEach(() => restore());

function Areas({ onReorder }: { onReorder?: (from: number, to: number) => void }) {
  const [areas, setAreas] = useState(['Front', 'Back', 'Sleeve']);
  return (
    <OrderableList
      label="Print areas"
      items={areas}
      getKey={(area) => area}
      itemName={(area) => area}
      renderItem={(area) => <span>{area}</span>}
      onReorder={(from, to) => {
        onReorder?.(from, to);
        setAreas((rows) => moveItem(rows, from, to));
      }}
      onRemove={(index) => setAreas((rows) => rows.filter((_, i) => i !== index))}
      onAdd={() => setAreas((rows) => [...rows, `Area ${rows.length + 1}`])}
      addLabel="Add print area"
      emptyText="No print areas yet."
    />
  );
}

const names = () =>
  within(screen.getByRole('list', { name: 'Print areas' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent?.replace('⋮⋮', ''));

describe('OrderableList', () => {
  it('moves a row with the keyboard: Space picks up, ArrowDown moves, Space drops', async () => {
    const onReorder = jest.fn();
    renderWithTheme(<Areas onReorder={onReorder} />);
    act(() => screen.getByRole('button', { name: 'Reorder Front' }).focus());
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    expect(onReorder).toHaveBeenCalledWith(0, 1);
    expect(names()).toEqual(['Back', 'Front', 'Sleeve']);
  });

  it('leaves the order as it was when Escape cancels the move', async () => {
    const onReorder = jest.fn();
    renderWithTheme(<Areas onReorder={onReorder} />);
    act(() => screen.getByRole('button', { name: 'Reorder Front' }).focus());
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    expect(onReorder).not.toHaveBeenCalled();
    expect(names()).toEqual(['Front', 'Back', 'Sleeve']);
  });

  it('lets go of the keyboard when it unmounts mid-move: the next Space is typed, not dropped', async () => {
    function Page() {
      const [listed, setListed] = useState(true);
      return (
        <>
          {listed && <Areas />}
          <button type="button" onClick={() => setListed(false)}>
            Leave
          </button>
          <input aria-label="Note" />
        </>
      );
    }
    renderWithTheme(<Page />);
    act(() => screen.getByRole('button', { name: 'Reorder Front' }).focus());
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    // The row is still picked up when the list goes (a route change, a closed dialog).
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.queryByRole('list', { name: 'Print areas' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'two words');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('two words');
  });

  it('adds and removes rows, and says so when none is left', async () => {
    renderWithTheme(<Areas />);
    await userEvent.click(screen.getByRole('button', { name: 'Add print area' }));
    expect(names()).toEqual(['Front', 'Back', 'Sleeve', 'Area 4']);
    for (const name of ['Front', 'Back', 'Sleeve', 'Area 4']) {
      await userEvent.click(screen.getByRole('button', { name: `Remove ${name}` }));
    }
    expect(screen.getByText('No print areas yet.')).toBeInTheDocument();
  });

  it('blocks every change while disabled', () => {
    renderWithTheme(
      <OrderableList
        label="Print areas"
        items={['Front']}
        getKey={(a) => a}
        itemName={(a) => a}
        renderItem={(a) => a}
        onReorder={jest.fn()}
        onRemove={jest.fn()}
        onAdd={jest.fn()}
        addLabel="Add print area"
        disabled
      />,
    );
    expect(screen.getByRole('button', { name: 'Reorder Front' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Front' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add print area' })).toBeDisabled();
  });
});
