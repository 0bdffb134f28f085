import {
  BULK_PRICE_ALL,
  bulkPrice,
  validateVariants,
  type ProductTypeVariantDraft,
} from '@podoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { VariantGrid, applyVariantChange, moveVariant, type VariantGridProps } from './VariantGrid';
import {
  gridCarriers,
  gridPartners,
  gridPrintAreas,
  gridSuppliers,
  makeGridVariants,
} from './VariantGrid.fixtures';

type HarnessProps = Omit<VariantGridProps, 'variants'> & {
  initial: ProductTypeVariantDraft[];
  /** Shows the two buttons the benchmark (scripts/bench/variantGrid.mjs) presses. */
  benchControls?: boolean;
};

/**
 * The screen in miniature: it keeps the rows and applies the grid's edits and moves, as the
 * features screen will. The benchmark's buttons apply the domain's bulkPrice to All rows (what the
 * Bulk edit price modal sends) and unmount and mount the grid again.
 */
function Harness({ initial, benchControls = false, onChange, onReorder, ...props }: HarnessProps) {
  const [variants, setVariants] = useState(initial);
  const [shown, setShown] = useState(true);
  const [price, setPrice] = useState(20);
  const saved = useMemo(() => initial, [initial]);
  return (
    <div>
      {benchControls && (
        <div style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
          <Button
            variant="secondary"
            onClick={() => {
              const next = price + 1;
              setPrice(next);
              setVariants(
                (rows) =>
                  bulkPrice(rows, {
                    attribute: 'color',
                    options: BULK_PRICE_ALL,
                    prices: { retail_cost: next },
                  }).variants,
              );
            }}
          >
            Bulk edit price
          </Button>
          <Button variant="secondary" onClick={() => setShown((s) => !s)}>
            {shown ? 'Unmount grid' : 'Mount grid'}
          </Button>
        </div>
      )}
      {shown && (
        <VariantGrid
          {...props}
          variants={variants}
          savedVariants={saved}
          onChange={(change) => {
            onChange?.(change);
            setVariants((rows) => applyVariantChange(rows, change));
          }}
          onReorder={(from, to) => {
            onReorder?.(from, to);
            setVariants((rows) => moveVariant(rows, from, to));
          }}
        />
      )}
    </div>
  );
}

const small = makeGridVariants(6);
const large = makeGridVariants(2000);

const invalid = (() => {
  const rows = makeGridVariants(6);
  rows[1] = { ...rows[1]!, sale_cost: 5000 };
  rows[3] = { ...rows[3]!, base_cost: '' };
  rows[5] = { ...rows[5]!, fee_ship: '-2' };
  return rows;
})();
const invalidResult = validateVariants(invalid, {
  id: 'pt1',
  attributes: [],
  suppliers: gridSuppliers.map((s) => ({ id: s.id })),
  product_type_carriers: gridCarriers.map((c, i) => ({ ...c, default: i === 0 })),
});

const meta = {
  title: 'UI/Data/VariantGrid',
  component: Harness,
  args: {
    initial: small,
    suppliers: gridSuppliers,
    carriers: gridCarriers,
    printAreas: gridPrintAreas,
    partners: gridPartners,
    height: 520,
    onChange: fn(),
    onReorder: fn(),
    onUnsavedCountChange: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { initial: [], height: 200 } };

/** A t-shirt type: 2 colours x 3 sizes. */
export const TShirtColourBySize: Story = {};

export const WithValidationErrors: Story = {
  args: { initial: invalid, errors: invalidResult.ok ? [] : invalidResult.errors },
};

export const ReadOnly: Story = { args: { readOnly: true } };

/** 2,000 variants, virtualized: the speed budget's grid (scripts/bench/variantGrid.mjs). */
export const TwoThousandVariants: Story = {
  args: { initial: large, benchControls: true },
};

export const EditsACell: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The $ cell is text until focused; then an input of the same name takes its place.
    const price = () => canvas.getByRole('textbox', { name: 'Regular price of Black / S' });
    await userEvent.click(price());
    await waitFor(() => expect(price()).toHaveFocus());
    await userEvent.clear(price());
    await userEvent.type(price(), '2500.5');
    await expect(price()).toHaveValue('$2,500.5');
    await expect(canvas.getByText('Changed')).toBeVisible();
    await expect(canvas.getByText(/1 unsaved change\(s\)/)).toBeVisible();
    await expect(args.onUnsavedCountChange).toHaveBeenLastCalledWith(1);
  },
};

/**
 * The keyboard stories keep no picture of their end state (parameters.visualBaseline false): in
 * full Storybook runs on a busy two-core machine the page was, now and then, found at the story's
 * first render when the shot was taken, after the play had passed on the moved focus or the
 * reordered rows (seen in 3 of about 14 runs, never with a probe of the render phases attached).
 * The plays check the focus and the order themselves.
 */
const keyboardStory = { visualBaseline: false };

export const KeyboardNavigation: Story = {
  parameters: keyboardStory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Reorder Black / S' });
    handle.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      canvas.getByRole('combobox', { name: 'Default partner of Black / S' }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(
      canvas.getByRole('combobox', { name: 'Default partner of Black / L' }),
    ).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('switch', { name: 'Status of Black / L' })).toHaveFocus();
  },
};

export const KeyboardReorder: Story = {
  parameters: keyboardStory,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Reorder Black / S' }).focus();
    // The grid announces each step in its live region; the next key waits for it, as a person would.
    const live = () => canvasElement.querySelector('[data-drag-status]')?.textContent ?? '';
    await userEvent.keyboard(' ');
    // Picked up: announced with the row it starts from and the keys.
    await waitFor(() =>
      expect(live()).toBe(
        'Picked up Black / S at row 1. Arrow keys move it, Space drops it, Escape cancels.',
      ),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(live()).toBe('Black / S is over row 2.'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(live()).toBe('Black / S is over row 3.'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledWith(0, 2));
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(within(rows[2]!).getByText('Black / S')).toBeVisible();
    await expect(within(rows[0]!).getByText('Black / M')).toBeVisible();
  },
};

/**
 * A keyboard drag under way, left there for the eye: Black / S picked up and moved one row down,
 * drawn over the second row (raised, with a shadow), Black / M moved up to make room.
 */
export const KeyboardDragInProgress: Story = {
  parameters: keyboardStory,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Reorder Black / S' });
    handle.focus();
    const live = canvas.getByRole('status', { name: 'Variants: reordering' });
    await userEvent.keyboard(' ');
    await waitFor(() => expect(live).toHaveTextContent('Picked up Black / S at row 1.'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(live).toHaveTextContent('Black / S is over row 2.'));
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    const passed = canvas
      .getByRole('button', { name: 'Reorder Black / M' })
      .closest<HTMLElement>('[role=row]');
    // The row's own style (the computed one is a matrix).
    await expect(passed?.style.transform).toBe('translateY(-80px)');
    await expect(args.onReorder).not.toHaveBeenCalled();
  },
};

/**
 * The focused cell's row scrolled far out of view keeps the focus (it stays rendered), and the next
 * arrow key brings the row below it into view with the focus on the same column.
 */
export const KeepsFocusWhenScrolledAway: Story = {
  args: { initial: large },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A string name matches the whole name: not 'Reorder Black / S / Style 10'. Found by waiting:
    // the virtualizer renders the rows once it has measured the scroller (slow on a busy machine).
    const handle = await canvas.findByRole(
      'button',
      { name: 'Reorder Black / S / Style 1' },
      { timeout: 10_000 },
    );
    handle.focus();
    const scroller = canvas.getByTestId('variant-grid-scroller');
    scroller.scrollTop = 500 * 80;
    // The window of rows moved to row 500 or so.
    await waitFor(() =>
      expect(
        canvas.getAllByRole('row').some((row) => Number(row.getAttribute('aria-rowindex')) > 400),
      ).toBe(true),
    );
    await expect(handle).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const next = await canvas.findByRole('button', { name: 'Reorder Black / S / Style 2' });
    await expect(next).toHaveFocus();
    // Scrolled back into the scroller's view, below its sticky header.
    await waitFor(() => {
      const box = next.getBoundingClientRect();
      const view = scroller.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(view.top);
      expect(box.bottom).toBeLessThanOrEqual(view.bottom);
    });
    // Back up to the first row: the grid ends at the top, where its screenshot is the same each run.
    await userEvent.keyboard('{ArrowUp}');
    // A new element: the first row left the DOM once the tab stop had moved on.
    await expect(
      await canvas.findByRole('button', { name: 'Reorder Black / S / Style 1' }),
    ).toHaveFocus();
    await waitFor(() => expect(scroller.scrollTop).toBe(0));
  },
};
