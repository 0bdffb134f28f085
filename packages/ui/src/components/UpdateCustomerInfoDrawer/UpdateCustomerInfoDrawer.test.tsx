import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOMER_INFO_MESSAGES } from '@podoffice/domain';
import { renderWithTheme } from '../../../test/render';
import { EMPTY_CUSTOMER_INFO, UpdateCustomerInfoDrawer } from './UpdateCustomerInfoDrawer';

const filled = {
  customer: { first_name: 'Mary', last_name: 'Jones', email: '', phone: '' },
  shipping: {
    ...EMPTY_CUSTOMER_INFO.shipping,
    first_name: 'Mary',
    address1: '12 Elm Street',
    state_code: 'IL',
    zip: '62701',
    country_code: 'US',
  },
};

const shipping = () => within(screen.getByRole('group', { name: 'Shipping address' }));

describe('UpdateCustomerInfoDrawer (spec 2 §5 Customer info)', () => {
  it('shows each required message under its field and sends nothing', async () => {
    const onSubmit = jest.fn();
    renderWithTheme(
      <UpdateCustomerInfoDrawer open onClose={jest.fn()} orderId={7} onSubmit={onSubmit} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText(CUSTOMER_INFO_MESSAGES.firstNameRequired)).toHaveLength(2);
    for (const message of [
      CUSTOMER_INFO_MESSAGES.addressRequired,
      CUSTOMER_INFO_MESSAGES.stateCodeRequired,
      CUSTOMER_INFO_MESSAGES.zipRequired,
      CUSTOMER_INFO_MESSAGES.countryCodeRequired,
    ]) {
      expect(shipping().getByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends what was typed, and keeps it when the save is refused and the order reloads', async () => {
    const onSubmit = jest.fn();
    const { rerender } = renderWithTheme(
      <UpdateCustomerInfoDrawer
        open
        onClose={jest.fn()}
        orderId={7}
        value={filled}
        onSubmit={onSubmit}
      />,
    );
    const city = shipping().getByRole('textbox', { name: 'City' });
    await userEvent.type(city, 'Springfield');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      ...filled,
      shipping: { ...filled.shipping, city: 'Springfield' },
    });
    rerender(
      <UpdateCustomerInfoDrawer
        open
        onClose={jest.fn()}
        orderId={7}
        value={{ ...filled }}
        onSubmit={onSubmit}
        submitError="Order not found"
      />,
    );
    expect(screen.getByText('Order not found')).toBeInTheDocument();
    expect(shipping().getByRole('textbox', { name: 'City' })).toHaveValue('Springfield');
  });
});
