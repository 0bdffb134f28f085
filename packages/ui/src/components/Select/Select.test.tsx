import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { FormField } from '../FormField';
import { Modal } from '../Modal';
import { Select } from './Select';
import type { SelectOption } from './Select.types';

const platforms: SelectOption[] = [
  { value: 'shopify', label: 'Shopify' },
  { value: 'woocommerce', label: 'WooCommerce' },
  { value: 'shopbase', label: 'ShopBase' },
  { value: 'api', label: 'API', disabled: true },
];

describe('Select (single)', () => {
  it('is named by its FormField label and picks an option with the mouse', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <FormField label="Platform" error="Platform is required">
        <Select options={platforms} onChange={onChange} placeholder="Choose a platform" />
      </FormField>,
    );
    const combobox = screen.getByRole('combobox', { name: 'Platform' });
    expect(combobox).toHaveTextContent('Choose a platform');
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription('Platform is required');

    await userEvent.click(combobox);
    await userEvent.click(screen.getByRole('option', { name: 'WooCommerce' }));
    expect(onChange).toHaveBeenCalledWith('woocommerce');
    expect(combobox).toHaveTextContent('WooCommerce');
  });

  it('takes focus when its FormField label is clicked', async () => {
    renderWithTheme(
      <FormField label="Platform">
        <Select options={platforms} />
      </FormField>,
    );
    await userEvent.click(screen.getByText('Platform'));
    expect(screen.getByRole('combobox', { name: 'Platform' })).toHaveFocus();
  });

  it('submits the chosen values, not labels, with a native form', async () => {
    const { container } = renderWithTheme(
      <form>
        <Select name="platform" aria-label="Platform" options={platforms} defaultValue="shopbase" />
        <Select
          searchable
          name="site"
          aria-label="Site"
          options={platforms}
          defaultValue="shopify"
        />
        <Select
          multiple
          name="tags"
          aria-label="Tags"
          options={platforms}
          defaultValue={['shopify', 'woocommerce']}
        />
      </form>,
    );
    // What the form would submit under a name (jsdom's FormData cannot read a form element).
    const submitted = (name: string) =>
      Array.from(container.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)).map(
        (input) => input.value,
      );
    expect(submitted('platform')).toEqual(['shopbase']);
    expect(submitted('site')).toEqual(['shopify']);
    expect(submitted('tags')).toEqual(['shopify', 'woocommerce']);
  });

  it('works with the keyboard alone and skips disabled options', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Select aria-label="Platform" options={platforms} onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Platform' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox', { name: 'Platform' })).toBeVisible();
    await userEvent.keyboard('{End}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('shopbase');
  });

  it('reflects the value set by the parent and marks it selected', async () => {
    renderWithTheme(
      <Select aria-label="Platform" options={platforms} value="shopbase" onChange={jest.fn()} />,
    );
    const combobox = screen.getByRole('combobox', { name: 'Platform' });
    expect(combobox).toHaveTextContent('ShopBase');
    await userEvent.click(combobox);
    expect(screen.getByRole('option', { name: 'ShopBase' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('clears with its clear button', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <Select
        aria-label="Platform"
        options={platforms}
        defaultValue="shopify"
        clearable
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getByRole('combobox', { name: 'Platform' })).toHaveTextContent('Select…');
    expect(screen.queryByRole('button', { name: 'Clear selection' })).not.toBeInTheDocument();
  });

  it('does not open when disabled', async () => {
    renderWithTheme(<Select aria-label="Platform" options={platforms} disabled />);
    const combobox = screen.getByRole('combobox', { name: 'Platform' });
    expect(combobox).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when there is nothing to choose', async () => {
    renderWithTheme(<Select aria-label="Site" options={[]} emptyText="No sites yet" />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Site' }));
    expect(screen.getByRole('status')).toHaveTextContent('No sites yet');
  });

  it('carries numeric values', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <Select<number>
        aria-label="Site"
        options={[
          { value: 1, label: 'Shop one' },
          { value: 2, label: 'Shop two' },
        ]}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Site' }));
    await userEvent.click(screen.getByRole('option', { name: 'Shop two' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});

describe('Select (searchable)', () => {
  it('filters as the user types and picks with Enter', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <FormField label="Platform">
        <Select searchable options={platforms} onChange={onChange} emptyText="Nothing found" />
      </FormField>,
    );
    const input = screen.getByRole('combobox', { name: 'Platform' });
    await userEvent.type(input, 'shop');
    const listbox = screen.getByRole('listbox', { name: 'Platform' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Shopify', 'ShopBase']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('shopbase');
    expect(input).toHaveValue('ShopBase');

    await userEvent.clear(input);
    await userEvent.type(input, 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('Nothing found');
  });

  it('puts the chosen label back when left with half-typed text', async () => {
    renderWithTheme(
      <Select searchable aria-label="Platform" options={platforms} defaultValue="shopify" />,
    );
    const input = screen.getByRole('combobox', { name: 'Platform' });
    await userEvent.type(input, 'xx');
    await userEvent.tab();
    expect(input).toHaveValue('Shopify');
  });

  it('shows the label of a value whose options arrive later, and follows the parent', () => {
    const { rerender } = renderWithTheme(
      <Select searchable aria-label="Seller" options={[]} value="woocommerce" loading />,
    );
    const input = screen.getByRole('combobox', { name: 'Seller' });
    expect(input).toHaveValue('');
    rerender(<Select searchable aria-label="Seller" options={platforms} value="woocommerce" />);
    expect(input).toHaveValue('WooCommerce');
    rerender(<Select searchable aria-label="Seller" options={platforms} value="shopify" />);
    expect(input).toHaveValue('Shopify');
  });

  it('clears with its clear button', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <Select
        searchable
        clearable
        aria-label="Platform"
        options={platforms}
        defaultValue="shopify"
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getByRole('combobox', { name: 'Platform' })).toHaveValue('');
  });
});

function MultiHarness({ onValue }: { onValue: (values: string[]) => void }) {
  const [value, setValue] = useState<string[]>(['shopify']);
  return (
    <Select
      multiple
      aria-label="Platforms"
      options={platforms}
      value={value}
      clearable
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('Select (multiple)', () => {
  it('adds several options as chips, keeping the list open', async () => {
    const onValue = jest.fn();
    renderWithTheme(<MultiHarness onValue={onValue} />);
    const input = screen.getByRole('combobox', { name: 'Platforms' });
    await userEvent.click(input);
    expect(screen.queryByRole('option', { name: 'Shopify' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'WooCommerce' }));
    expect(onValue).toHaveBeenLastCalledWith(['shopify', 'woocommerce']);
    await userEvent.type(input, 'base{Enter}');
    expect(onValue).toHaveBeenLastCalledWith(['shopify', 'woocommerce', 'shopbase']);
    expect(screen.getByRole('button', { name: 'Remove ShopBase' })).toBeInTheDocument();
  });

  it('removes chips by keyboard: Backspace in the empty input, then ArrowLeft and Delete', async () => {
    const onValue = jest.fn();
    renderWithTheme(<MultiHarness onValue={onValue} />);
    const input = screen.getByRole('combobox', { name: 'Platforms' });
    await userEvent.click(input);
    await userEvent.click(screen.getByRole('option', { name: 'WooCommerce' }));
    await userEvent.click(screen.getByRole('option', { name: 'ShopBase' }));
    await userEvent.keyboard('{Escape}{Backspace}');
    expect(onValue).toHaveBeenLastCalledWith(['shopify', 'woocommerce']);

    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('WooCommerce').closest('[tabindex]')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Delete}');
    expect(onValue).toHaveBeenLastCalledWith(['woocommerce']);
  });

  it('removes a chip with its button and clears all', async () => {
    const onValue = jest.fn();
    renderWithTheme(<MultiHarness onValue={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Shopify' }));
    expect(onValue).toHaveBeenLastCalledWith([]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Platforms' }));
    await userEvent.click(screen.getByRole('option', { name: 'ShopBase' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onValue).toHaveBeenLastCalledWith([]);
  });

  it('does not pick the highlighted option when tabbing away', async () => {
    const onValue = jest.fn();
    renderWithTheme(<MultiHarness onValue={onValue} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Platforms' }));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    expect(onValue).not.toHaveBeenCalled();
  });
});

describe('Select inside a dialog', () => {
  // Escape closes the innermost layer only: the open list, not the dialog and what was typed in it.
  it.each([
    ['single', {}],
    ['searchable', { searchable: true }],
    ['multiple', { multiple: true }],
  ] as const)('%s: Escape closes the list and leaves the dialog open', async (_, variant) => {
    const onClose = jest.fn();
    renderWithTheme(
      <Modal open onClose={onClose} title="Change carrier">
        <Select aria-label="Platform" options={platforms} {...variant} />
      </Modal>,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Platform' }));
    expect(screen.getByRole('option', { name: 'Shopify' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('option', { name: 'Shopify' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
