import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { TEE_ATTRIBUTES, TEE_VARIANTS } from '../VariantPicker/VariantPicker.fixtures';
import { ChangeVariantModal, CHOOSE_EVERY_OPTION, SAME_VARIANT } from './ChangeVariantModal';

function renderModal(onSubmit = jest.fn()) {
  renderWithTheme(
    <ChangeVariantModal
      open
      onClose={jest.fn()}
      attributes={TEE_ATTRIBUTES}
      variants={TEE_VARIANTS}
      currentVariantId="102"
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('ChangeVariantModal', () => {
  it("starts from the order's variant and shows its sku and price", () => {
    renderModal();
    expect(screen.getByRole('button', { name: 'White' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('TEE-WHI-M')).toBeInTheDocument();
    expect(screen.getByText('$12.50')).toBeInTheDocument();
  });

  it('disables options that lead to no variant and saves the chosen one', async () => {
    const onSubmit = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Red' }));
    expect(screen.getByRole('button', { name: 'L' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith('107');
  });

  it('refuses an incomplete choice and the same variant', async () => {
    const onSubmit = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(SAME_VARIANT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'White' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(CHOOSE_EVERY_OPTION)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
