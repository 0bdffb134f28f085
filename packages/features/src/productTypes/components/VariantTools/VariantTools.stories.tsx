import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PRODUCT_TYPE_MESSAGES as M, bulkPrice, type BulkPriceInput } from '@podoffice/domain';
import { variantTypeFixtures } from '../../mocks';
import { BulkPriceModal } from './BulkPriceModal';
import { MappingPrintAreasModal, type MappingPrintAreasModalProps } from './MappingPrintAreasModal';
import { PrintAreasByColorModal } from './PrintAreasByColorModal';
import { SelectVariantsModal } from './SelectVariantsModal';
import { VariantToolbar } from './VariantToolbar';

const tee = variantTypeFixtures()[0]!;
const printAreas = tee.print_files.map((p) => ({ id: p.id, title: p.title }));
const carriers = tee.product_type_carriers.map((c) => ({
  carrier_id: c.carrier_id,
  name: c.carrier?.name ?? c.carrier_id,
}));

const meta = {
  title: 'Features/ProductTypes/VariantTools',
  component: VariantToolbar,
  args: {
    showPrintAreasByColor: true,
    showMapping: true,
    unsaved: false,
    saving: false,
    onPrintAreasByColor: fn(),
    onBulkPrice: fn(),
    onMapping: fn(),
    onAddMissing: fn(),
    onSelectVariants: fn(),
    onSave: fn(),
  },
  parameters: { app: false },
} satisfies Meta<typeof VariantToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every button of spec 2 §2, in its order. */
export const Toolbar: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Add print areas by Color attribute',
      'Bulk edit price',
      'Bulk edit mapping print areas',
      'Add all missing variants',
      'Select Variants',
      'Save',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

/** No colour attribute, no partner: the two buttons that need them are hidden. */
export const WithoutColorOrPartners: Story = {
  args: { showPrintAreasByColor: false, showMapping: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(4);
  },
};

/** Changes not saved yet are marked beside Save. */
export const Unsaved: Story = {
  args: { unsaved: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Unsaved changes')).toBeVisible();
  },
};

/** While saving, Save shows it and the other buttons wait. */
export const Saving: Story = {
  args: { unsaved: true, saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Save/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Bulk edit price' })).toBeDisabled();
  },
};

/** Bulk edit price with the domain's bulkPrice answering: 'Select attribute!', then 'Select Options!'. */
export const BulkPrice: Story = {
  render: () => (
    <BulkPriceModal
      open
      attributes={tee.attributes}
      carriers={carriers}
      hasSuppliers
      onApply={(input: BulkPriceInput) => bulkPrice(tee.variants, input).error}
      onClose={fn()}
    />
  ),
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Bulk edit price' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    // Retried: FormField holds a message change until the pointer is released (pointerHold).
    await waitFor(() => expect(dialog.getByText(M.selectAttribute)).toBeVisible());
    await userEvent.click(dialog.getByRole('combobox', { name: 'Attribute' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Color' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    // Retried: FormField holds a message change until the pointer is released (pointerHold).
    await waitFor(() => expect(dialog.getByText(M.selectOptions)).toBeVisible());
  },
};

/** Print areas for each colour, ticked as each colour's first variant has them. */
export const PrintAreasByColor: Story = {
  render: () => (
    <PrintAreasByColorModal
      open
      attribute={tee.attributes[0]!}
      printAreas={printAreas}
      initial={
        new Map([
          ['Black', ['11', '12']],
          ['White', ['11']],
        ])
      }
      onApply={fn()}
      onClose={fn()}
    />
  ),
  play: async () => {
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Add print areas by Color attribute' }),
    );
    await expect(dialog.getByRole('checkbox', { name: 'Back for Black' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Back for White' })).not.toBeChecked();
  },
};

/** Bulk edit mapping print areas over the tee's print areas, nothing mapped, unless told. */
function MappingModal(
  props: Pick<MappingPrintAreasModalProps, 'partners' | 'catalog'> &
    Partial<MappingPrintAreasModalProps>,
) {
  return (
    <MappingPrintAreasModal
      open
      printAreas={printAreas}
      currentMapping={() => new Map()}
      selectedCount={0}
      onPartnerChange={fn()}
      onApply={fn()}
      onClose={fn()}
      {...props}
    />
  );
}

/** The type's print areas against a partner's, with the current mapping shown. */
export const MappingPrintAreas: Story = {
  render: () => (
    <MappingModal
      partners={[
        {
          id: '1',
          name: 'Color Ecommerce',
          printAreas: ['front', 'back', 'left_sleeve', 'right_sleeve'],
        },
        { id: '2', name: 'DTF Express', printAreas: [] },
      ]}
      currentMapping={(id) => new Map(id === '1' ? [['11', 'front']] : [])}
      catalog={{ status: 'ready', blanks: ['Gildan 5000', 'Bella+Canvas 3001'] }}
    />
  ),
  play: async () => {
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Bulk edit mapping print areas' }),
    );
    await expect(
      dialog.getByRole('combobox', { name: 'Color Ecommerce print area for Front' }),
    ).toHaveTextContent('front');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Blank' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Gildan 5000' }));
    await expect(dialog.getByRole('combobox', { name: 'Blank' })).toHaveTextContent('Gildan 5000');
  },
};

/**
 * The partner's catalogue being read: the Blank field is there, disabled and saying so, so the
 * dialog does not grow (and move its controls) when the blanks arrive.
 */
export const MappingCatalogLoading: Story = {
  render: () => (
    <MappingModal
      partners={[{ id: '1', name: 'Color Ecommerce', printAreas: ['front', 'back'] }]}
      catalog={{ status: 'loading' }}
    />
  ),
  play: async () => {
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Bulk edit mapping print areas' }),
    );
    const blank = dialog.getByRole('combobox', { name: 'Blank' });
    await expect(blank).toHaveTextContent('Reading the catalogue of Color Ecommerce…');
    await expect(blank).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeEnabled();
  },
};

/** The partner's catalogue cannot be read: its message; the print areas still map. */
export const MappingCatalogFailed: Story = {
  render: () => (
    <MappingModal
      partners={[{ id: '3', name: 'Vega Print Co', printAreas: ['front', 'back'] }]}
      selectedCount={2}
      catalog={{ status: 'error', message: 'The partner did not answer' }}
    />
  ),
  play: async () => {
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Bulk edit mapping print areas' }),
    );
    await expect(dialog.getByRole('alert')).toHaveTextContent('The partner did not answer');
    await expect(dialog.getByRole('combobox', { name: 'Blank' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(dialog.getByText('Applies to the 2 selected variant(s).')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeEnabled();
  },
};

/** Select Variants: rows picked by option, then acted on. */
export const SelectVariants: Story = {
  render: () => (
    <SelectVariantsModal
      open
      variants={tee.variants}
      attributes={tee.attributes}
      initial={new Set()}
      onDone={fn()}
      onAction={fn()}
      onClose={fn()}
    />
  ),
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Select Variants' }));
    await expect(dialog.getByRole('button', { name: 'Remove' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Select all shown (4)' }));
    await waitFor(() => expect(dialog.getByText('4 of 4 variant(s) selected')).toBeVisible());
    await expect(dialog.getByRole('button', { name: 'Remove' })).toBeEnabled();
  },
};
