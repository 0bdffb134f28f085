import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { OrderInfoDrawer } from './OrderInfoDrawer';

describe('OrderInfoDrawer', () => {
  it('writes the address without empty lines, and the total with $', () => {
    renderWithTheme(
      <OrderInfoDrawer
        open
        onClose={jest.fn()}
        orderId={12}
        shipping={{
          first_name: 'Bruno',
          address1: 'Rua Augusta 10',
          state_code: 'SP',
          zip: '01305',
          country_code: 'BR',
        }}
        total={1234.5}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Order info N000012' })).toBeInTheDocument();
    const lines = Array.from(document.querySelectorAll('address > span')).map((s) => s.textContent);
    expect(lines).toEqual(['Bruno', 'Rua Augusta 10', 'SP 01305', 'BR']);
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
  });

  it('says there is no shipping address when there is nothing to show', () => {
    renderWithTheme(<OrderInfoDrawer open onClose={jest.fn()} orderId={12} shipping={null} />);
    expect(screen.getByText('No shipping address')).toBeInTheDocument();
  });
});
