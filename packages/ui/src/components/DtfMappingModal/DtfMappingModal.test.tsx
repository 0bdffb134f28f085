import { DTF_MESSAGES } from '@podoffice/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { DtfMappingModal, type DtfMappingModalProps } from './DtfMappingModal';

const designs = [
  { id: '501', title: 'Front', url: 'https://files.example.test/front.png' },
  { id: '502', title: 'Back', url: 'https://files.example.test/back.png' },
  { id: '503', title: 'Left sleeve', url: null },
];
const skuOptions = [
  { sku: 'CE-TEE-WHT-M', label: 'Tee White M' },
  { sku: 'CE-TEE-BLK-M', label: 'Tee Black M' },
];
const placementOptions = ['front', 'back', 'left_sleeve'];

function modal(props: Partial<DtfMappingModalProps> = {}) {
  return (
    <DtfMappingModal
      open
      onClose={jest.fn()}
      orderId={7}
      designs={designs}
      skuOptions={skuOptions}
      placementOptions={placementOptions}
      onSave={jest.fn()}
      {...props}
    />
  );
}

async function choose(combobox: string | RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: combobox }));
  await userEvent.click(screen.getByRole('option', { name: option }));
}

describe('DtfMappingModal (spec 2 §4 DTF mapping, §5 Push DTF)', () => {
  it('keeps Save disabled until a product and a placement are chosen, then sends only chosen placements', async () => {
    const onSave = jest.fn();
    renderWithTheme(modal({ onSave }));
    expect(screen.getByRole('heading', { name: 'DTF data mapping N000007' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await choose(/Product/, 'Tee Black M');
    expect(save).toBeDisabled();
    await choose('Placement of Back', 'back');
    expect(save).toBeEnabled();
    await choose(/Shipping method/, 'Priority');
    await userEvent.click(save);

    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith({
      sku: 'CE-TEE-BLK-M',
      shipping_method: 'priority',
      placement: [{ print_file_id: '502', placement: 'back' }],
    });
  });

  it('sends the prefilled mapping, with standard shipping when it names none', async () => {
    const onSave = jest.fn();
    renderWithTheme(
      modal({
        onSave,
        initialValue: {
          sku: 'CE-TEE-WHT-M',
          placement: [
            { print_file_id: '501', placement: 'front' },
            { print_file_id: '502', placement: '' },
          ],
        },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      sku: 'CE-TEE-WHT-M',
      shipping_method: 'standard',
      placement: [{ print_file_id: '501', placement: 'front' }],
    });
  });

  it("shows 'Design not found' for a design without a file and offers it no placement", () => {
    renderWithTheme(
      modal({
        initialValue: {
          sku: 'CE-TEE-WHT-M',
          placement: [{ print_file_id: '503', placement: 'left_sleeve' }],
        },
      }),
    );
    expect(screen.getByText(DTF_MESSAGES.designNotFound)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Front' })).toHaveAttribute(
      'src',
      'https://files.example.test/front.png',
    );
    expect(screen.queryByRole('img', { name: 'Left sleeve' })).toBeNull();
    const sleeve = screen.getByRole('combobox', { name: 'Placement of Left sleeve' });
    expect(sleeve).toHaveAttribute('aria-disabled', 'true');
    expect(sleeve).toHaveTextContent('No placement');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('starts afresh for another order', async () => {
    const { rerender } = renderWithTheme(modal());
    await choose(/Product/, 'Tee White M');
    await choose('Placement of Front', 'front');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    rerender(modal({ orderId: 8 }));
    expect(screen.getByRole('heading', { name: 'DTF data mapping N000008' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Product/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Placement of Front' })).toHaveTextContent(
      'No placement',
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
