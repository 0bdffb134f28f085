import { validateVariants, type ProductTypeVariantDraft } from '@podoffice/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../../test/render';
import { VariantGrid, applyVariantChange, moveVariant, type VariantGridProps } from './VariantGrid';
import {
  gridCarriers,
  gridPartners,
  gridPrintAreas,
  gridSuppliers,
  makeGridVariants,
} from './VariantGrid.fixtures';

/**
 * jsdom lays nothing out: every box is 0 x 0, so TanStack Virtual would render no row and dnd-kit
 * would measure the row picked up as nothing. Give the scroller a size and each row its place by its index,
 * the layout a browser would compute (rows are fixed-height, stacked).
 */
const ROW = 80; // 2 lines of 34 px + 12 px padding: the grid's row height for these columns
let restoreRect: () => void;
beforeEach(() => {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const row = this.closest('[data-index]') as HTMLElement | null;
    const box = (top: number, height: number, width = 1630) =>
      ({
        x: 0,
        y: top,
        top,
        left: 0,
        width,
        height,
        bottom: top + height,
        right: width,
        toJSON() {},
      }) as DOMRect;
    if (row && row === this) return box(Number(row.dataset.index) * ROW, ROW);
    if (this.getAttribute('data-testid') === 'variant-grid-scroller') return box(0, 600);
    return original.call(this);
  };
  // TanStack Virtual reads the scroller's size from clientHeight and clientWidth.
  const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;
  const clientWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!;
  const sized = (descriptor: PropertyDescriptor, size: number) => ({
    configurable: true,
    get(this: Element) {
      return this.getAttribute('data-testid') === 'variant-grid-scroller'
        ? size
        : descriptor.get!.call(this);
    },
  });
  Object.defineProperty(Element.prototype, 'clientHeight', sized(clientHeight, 600));
  Object.defineProperty(Element.prototype, 'clientWidth', sized(clientWidth, 1200));
  restoreRect = () => {
    Element.prototype.getBoundingClientRect = original;
    Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
    Object.defineProperty(Element.prototype, 'clientWidth', clientWidth);
  };
});
afterEach(() => restoreRect());

type HarnessProps = Partial<VariantGridProps> & { initial: ProductTypeVariantDraft[] };

/** A screen in miniature: keeps the rows, applies the grid's edits and moves like the real one will. */
function Harness({ initial, ...props }: HarnessProps) {
  const [variants, setVariants] = useState(initial);
  return (
    <VariantGrid
      variants={variants}
      savedVariants={initial}
      suppliers={gridSuppliers}
      carriers={gridCarriers}
      printAreas={gridPrintAreas}
      partners={gridPartners}
      onChange={(change) => setVariants((rows) => applyVariantChange(rows, change))}
      onReorder={(from, to) => setVariants((rows) => moveVariant(rows, from, to))}
      {...props}
    />
  );
}

describe('VariantGrid', () => {
  it('keeps the rows of its height while hidden (a scroller measured 0 high)', () => {
    // No layout at all, as under display: none (Storybook prepares a story hidden): every size 0.
    restoreRect();
    renderWithTheme(<Harness initial={makeGridVariants(2000)} height={400} />);
    const rows = within(screen.getByRole('grid', { name: 'Variants' })).getAllByRole('row');
    // The header and the rows that 400 px hold (80 px each), not none until it is shown.
    expect(rows).toHaveLength(1 + 5);
    expect(rows[1]).toHaveAttribute('aria-rowindex', '2');
  });

  it('renders a few of 2,000 rows with the row count for assistive tech', () => {
    renderWithTheme(<Harness initial={makeGridVariants(2000)} />);
    const grid = screen.getByRole('grid', { name: 'Variants' });
    expect(grid).toHaveAttribute('aria-rowcount', '2001');
    const rows = within(grid).getAllByRole('row');
    // The header and a window of rows: far fewer than 2,000.
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.length).toBeLessThan(20);
    expect(rows[1]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.getByText('2,000 variant(s)')).toBeInTheDocument();
    // The seller costs' names sit once in their column's header, hidden from the header's name
    // (each $ cell is named 'Regular price of …').
    expect(screen.getAllByRole('columnheader').map((h) => h.firstChild?.textContent)).toEqual([
      'Variant',
      'SKU',
      'Partners Variant',
      'Default partner',
      'Print areas',
      'Supplier[Cost]',
      'Carriers[Cost]',
      'Seller costs',
      'Status',
    ]);
    const sellerCosts = screen.getByRole('columnheader', { name: 'Seller costs' });
    expect(sellerCosts).toHaveTextContent(
      'Seller costsRegular priceSale priceSeller costFee Ship(item >= 2)',
    );
  });

  // Some forty user-event steps, each re-rendering the grid: 2 s on a quiet machine, past jest's
  // default 5 s in a CI run beside the package's other test files.
  it('edits a $ cell with thousands separators, marks the row changed and counts it', async () => {
    const onUnsavedCountChange = jest.fn();
    renderWithTheme(
      <Harness initial={makeGridVariants(6)} onUnsavedCountChange={onUnsavedCountChange} />,
    );
    // At rest a $ cell is text; focused, an input of the same name takes its place.
    const price = () => screen.getByRole('textbox', { name: 'Regular price of Black / S' });
    expect(price()).not.toBeInstanceOf(HTMLInputElement);
    expect(price()).toHaveTextContent(/^\$1,250\.00$/);
    await userEvent.click(price());
    expect(price()).toBeInstanceOf(HTMLInputElement);
    expect(price()).toHaveFocus();
    expect(price()).toHaveValue('$1,250');
    await userEvent.clear(price());
    await userEvent.type(price(), '12345.5');
    expect(price()).toHaveValue('$12,345.5');
    const row = price().closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Changed')).toBeInTheDocument();
    expect(screen.getAllByText('Changed')).toHaveLength(1);
    expect(screen.getByText(/1 unsaved change\(s\)/)).toBeInTheDocument();
    expect(onUnsavedCountChange).toHaveBeenLastCalledWith(1);

    await userEvent.click(screen.getByRole('switch', { name: 'Status of White / M' }));
    expect(screen.getByRole('switch', { name: 'Status of White / M' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(onUnsavedCountChange).toHaveBeenLastCalledWith(2);

    // One selected supplier and one default carrier per row.
    await userEvent.click(
      screen.getByRole('radio', { name: 'Selected supplier Gearment of Black / S' }),
    );
    expect(
      screen.getByRole('radio', { name: 'Selected supplier Gearment of Black / S' }),
    ).toBeChecked();
    expect(
      screen.getByRole('radio', { name: 'Selected supplier Printful US of Black / S' }),
    ).not.toBeChecked();
    await userEvent.click(
      screen.getByRole('radio', { name: 'Default carrier Express of Black / S' }),
    );
    expect(
      screen.getByRole('radio', { name: 'Default carrier Standard of Black / S' }),
    ).not.toBeChecked();
    // Leaving the cell shows the amount as text again.
    expect(price()).not.toBeInstanceOf(HTMLInputElement);
    expect(price()).toHaveTextContent(/^\$12,345\.50$/);
    // An empty carrier cost shows the type's price it falls back to, 0 as Free.
    const standard = screen.getByRole('textbox', { name: 'Standard cost of Black / S' });
    expect(standard).toHaveAttribute('aria-placeholder', 'Free');
    expect(standard).toHaveTextContent('Free');
    expect(screen.getByRole('textbox', { name: 'Express cost of Black / S' })).toHaveAttribute(
      'aria-placeholder',
      '$5.00',
    );
    // The hint is the input's placeholder when the cell is focused.
    await userEvent.click(standard);
    expect(screen.getByRole('textbox', { name: 'Standard cost of Black / S' })).toHaveAttribute(
      'placeholder',
      'Free',
    );
  }, 20_000);

  it('a click on a cost edits the cost and leaves the radio of its line alone', async () => {
    renderWithTheme(<Harness initial={makeGridVariants(6)} />);
    const radio = screen.getByRole('radio', { name: 'Selected supplier Gearment of Black / S' });
    expect(radio).not.toBeChecked();
    await userEvent.click(screen.getByRole('textbox', { name: 'Gearment cost of Black / S' }));
    expect(radio).not.toBeChecked();
    const cost = screen.getByRole('textbox', { name: 'Gearment cost of Black / S' });
    expect(cost).toBeInstanceOf(HTMLInputElement);
    expect(cost).toHaveFocus();
    expect(cost).toHaveValue('$8');
    // The caret is after the amount: typing adds to it.
    await userEvent.type(cost, '7');
    expect(screen.getByRole('textbox', { name: 'Gearment cost of Black / S' })).toHaveValue('$87');
    // The name of the supplier (its radio's label) picks it.
    const name = (radio as HTMLInputElement).labels![0]!;
    expect(name).toHaveTextContent('Gearment');
    await userEvent.click(name);
    expect(radio).toBeChecked();
  });

  it('picks a Default partner: the name at rest, a select while focused', async () => {
    renderWithTheme(<Harness initial={makeGridVariants(6)} />);
    const partner = () => screen.getByRole('combobox', { name: 'Default partner of Black / M' });
    // At rest the chosen name, not a select (a select a row was a fifth of the grid's mount).
    expect(partner()).not.toBeInstanceOf(HTMLSelectElement);
    expect(partner()).toHaveTextContent('None');
    expect(
      screen.getByRole('combobox', { name: 'Default partner of Black / S' }),
    ).toHaveTextContent('Printify');
    await userEvent.click(partner());
    expect(partner()).toBeInstanceOf(HTMLSelectElement);
    expect(partner()).toHaveFocus();
    await userEvent.selectOptions(partner(), 'CustomCat');
    expect(partner()).toHaveValue('p2');
    // Leaving the cell shows the new name, and the row is marked changed.
    await userEvent.click(screen.getByRole('textbox', { name: 'Regular price of Black / M' }));
    expect(partner()).not.toBeInstanceOf(HTMLSelectElement);
    expect(partner()).toHaveTextContent('CustomCat');
    expect(within(partner().closest('[role="row"]')!).getByText('Changed')).toBeInTheDocument();
    // None again clears it.
    await userEvent.click(partner());
    await userEvent.selectOptions(partner(), 'None');
    expect(partner()).toHaveValue('');
    await userEvent.tab();
    expect(partner()).toHaveTextContent('None');
  });

  it('moves between cells with the arrow keys, one tab stop for the grid', async () => {
    renderWithTheme(<Harness initial={makeGridVariants(6)} />);
    const handle = screen.getByRole('button', { name: 'Reorder Black / S' });
    expect(handle).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Reorder Black / M' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await userEvent.tab();
    expect(handle).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('combobox', { name: 'Default partner of Black / S' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const partnerM = screen.getByRole('combobox', { name: 'Default partner of Black / M' });
    expect(partnerM).toHaveFocus();
    // The arrow moved focus, not the select's value.
    expect(partnerM).toHaveValue('');
    expect(partnerM).toHaveAttribute('tabindex', '0');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const cost = screen.getByRole<HTMLInputElement>('textbox', {
      name: 'Printful US cost of Black / M',
    });
    expect(cost).toHaveFocus();
    // In a text input Left first moves the caret, and leaves at its start.
    await userEvent.keyboard('{ArrowLeft}');
    expect(cost).toHaveFocus();
    cost.setSelectionRange(0, 0);
    await userEvent.keyboard('{ArrowLeft}');
    expect(
      screen.getByRole('radio', { name: 'Selected supplier Printful US of Black / M' }),
    ).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('switch', { name: 'Status of Black / M' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('switch', { name: 'Status of Black / S' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('switch', { name: 'Status of Black / S' })).toHaveFocus();
  });

  it('keeps the focused cell when its row scrolls out, and an arrow brings the next row back', async () => {
    const variants = makeGridVariants(2000);
    const name = (i: number) => variants[i]!.attributes.map((a) => a.option).join(' / ');
    renderWithTheme(<Harness initial={variants} />);
    act(() => screen.getByRole('textbox', { name: `Regular price of ${name(0)}` }).focus());
    // Focused, the cell is an input (MoneyCell).
    const price = screen.getByRole('textbox', { name: `Regular price of ${name(0)}` });
    expect(price).toBeInstanceOf(HTMLInputElement);
    const scroller = screen.getByTestId('variant-grid-scroller');
    act(() => {
      scroller.scrollTop = 500 * ROW;
      scroller.dispatchEvent(new Event('scroll'));
    });
    // The window moved far down, yet the focused row is still there, with the focus and tab stop.
    expect(
      screen.getByRole('textbox', { name: `Regular price of ${name(500)}` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: `Regular price of ${name(1)}` })).toBeNull();
    expect(price).toBeInTheDocument();
    expect(price).toHaveFocus();
    expect(price).toHaveAttribute('tabindex', '0');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('textbox', { name: `Regular price of ${name(1)}` })).toHaveFocus();
  });

  it('reorders a row with the keyboard: Space picks up, arrow moves, Space drops', async () => {
    const onReorder = jest.fn();
    function Spy() {
      const [variants, setVariants] = useState(makeGridVariants(6));
      return (
        <VariantGrid
          variants={variants}
          savedVariants={makeGridVariants(6)}
          suppliers={gridSuppliers}
          carriers={gridCarriers}
          printAreas={gridPrintAreas}
          onReorder={(from, to) => {
            onReorder(from, to);
            setVariants((rows) => moveVariant(rows, from, to));
          }}
        />
      );
    }
    renderWithTheme(<Spy />);
    const handle = screen.getByRole('button', { name: 'Reorder Black / S' });
    act(() => handle.focus());
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    expect(onReorder).toHaveBeenCalledWith(0, 1);
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Black / M')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Black / S')).toBeInTheDocument();
  });

  it('announces a keyboard drag: where it starts, each row it is over, where it drops', async () => {
    const onReorder = jest.fn();
    renderWithTheme(<Harness initial={makeGridVariants(6)} onReorder={onReorder} />);
    const status = screen.getByRole('status', { name: 'Variants: reordering' });
    const handle = screen.getByRole('button', { name: 'Reorder Black / M' });
    act(() => handle.focus());
    await userEvent.keyboard(' ');
    expect(status).toHaveTextContent(
      'Picked up Black / M at row 2. Arrow keys move it, Space drops it, Escape cancels.',
    );
    expect(handle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByText('Black / M is over row 3.');
    // The row it passed makes room: drawn one row up.
    const passed = screen.getByRole('button', { name: 'Reorder Black / L' }).closest('[role=row]');
    expect(passed).toHaveStyle({ transform: `translateY(-${ROW}px)` });
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByText('Black / M is over row 4.');
    await userEvent.keyboard(' ');
    expect(status).toHaveTextContent('Black / M dropped at row 4.');
    expect(onReorder).toHaveBeenCalledWith(1, 3);
    expect(screen.getByRole('button', { name: 'Reorder Black / M' })).not.toHaveAttribute(
      'aria-pressed',
    );
  });

  it('keeps the first row where it is on Arrow Up, and Escape cancels the drag', async () => {
    const onReorder = jest.fn();
    renderWithTheme(<Harness initial={makeGridVariants(6)} onReorder={onReorder} />);
    const status = screen.getByRole('status', { name: 'Variants: reordering' });
    act(() => screen.getByRole('button', { name: 'Reorder Black / S' }).focus());
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    expect(status).toHaveTextContent('Picked up Black / S at row 1.');
    await userEvent.keyboard('{Escape}');
    expect(status).toHaveTextContent('Moving Black / S was cancelled.');
    expect(onReorder).not.toHaveBeenCalled();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Black / S')).toBeInTheDocument();
    expect(rows[0]).not.toHaveAttribute('style', expect.stringContaining('transform'));
  });

  it('shows the save errors of validateVariants on their rows', () => {
    const variants = makeGridVariants(6);
    variants[2] = { ...variants[2]!, sale_cost: 5000 };
    variants[4] = { ...variants[4]!, base_cost: '' };
    const result = validateVariants(variants, {
      id: 'pt1',
      attributes: [],
      suppliers: gridSuppliers.map((s) => ({ id: s.id })),
      product_type_carriers: gridCarriers.map((c, i) => ({ ...c, default: i === 0 })),
    });
    expect(result.ok).toBe(false);
    renderWithTheme(<Harness initial={variants} errors={result.ok ? [] : result.errors} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[2]).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(rows[2]!).getByText('Sale price must be less than or equal to regular price.'),
    ).toBeInTheDocument();
    expect(
      within(rows[4]!).getByText('Seller cost is not correct, please check again.'),
    ).toBeInTheDocument();
    expect(rows[0]).not.toHaveAttribute('aria-invalid');
    expect(
      screen.getByRole('textbox', { name: 'Seller cost of White / M' }),
    ).toHaveAccessibleDescription('Seller cost is not correct, please check again.');
  });

  it('read-only shows values without editing or dragging', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Harness initial={makeGridVariants(6)} readOnly onChange={onChange} />);
    expect(screen.getByRole('grid')).toHaveAttribute('aria-readonly', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: 'Regular price of Black / S' }), '9');
    // Focused or not, a read-only cell stays text: no input to type in.
    const price = screen.getByRole('textbox', { name: 'Regular price of Black / S' });
    expect(price).not.toBeInstanceOf(HTMLInputElement);
    expect(price).toHaveAttribute('aria-readonly', 'true');
    expect(price).toHaveTextContent('$1,250.00');
    expect(screen.getByRole('switch', { name: 'Status of Black / S' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reorder Black / S' })).toBeDisabled();
    const partner = screen.getByRole('combobox', { name: 'Default partner of Black / S' });
    await userEvent.click(partner);
    expect(partner).not.toBeInstanceOf(HTMLSelectElement);
    expect(partner).toHaveAttribute('aria-disabled', 'true');
    expect(partner).toHaveTextContent('Printify');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moveVariant renumbers sorting between the two places only', () => {
    const rows = makeGridVariants(6).map((v, i) => ({ ...v, sorting: i }));
    const moved = moveVariant(rows, 4, 1);
    expect(moved.map((v) => v.id)).toEqual(['v1', 'v5', 'v2', 'v3', 'v4', 'v6']);
    expect(moved.map((v) => v.sorting)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(moved[0]).toBe(rows[0]);
    expect(moved[5]).toBe(rows[5]);
  });

  it('shows an empty grid', () => {
    renderWithTheme(<Harness initial={[]} />);
    expect(screen.getByText('No variants yet.')).toBeInTheDocument();
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '1');
  });
});
