import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOMER_FORM_MESSAGES as M } from '@podoffice/domain';
import { renderWithTheme } from '../../../test/render';
import { CustomerEditDrawer, EMPTY_CUSTOMER_FORM } from './CustomerEditDrawer';

const stored = { ...EMPTY_CUSTOMER_FORM, id: 7, first_name: 'Mary', tags: ['VIP'] };

describe('CustomerEditDrawer (spec 2 §2 Customers, Edit)', () => {
  it('draws the fields in the order of §2', () => {
    renderWithTheme(<CustomerEditDrawer open onClose={jest.fn()} onSubmit={jest.fn()} />);
    const names = screen.getAllByRole('textbox').map((box) => box.getAttribute('name'));
    expect(names).toEqual([
      'tags',
      'lists',
      'first_name',
      'last_name',
      'phone',
      'email',
      'company',
      'address1',
      'address2',
      'country',
      'city',
      'zip',
    ]);
  });

  it('adds labels with Enter and a comma, removes them, and sends one still being typed', async () => {
    const onSubmit = jest.fn();
    renderWithTheme(
      <CustomerEditDrawer open onClose={jest.fn()} onSubmit={onSubmit} value={stored} />,
    );
    const tags = screen.getByRole('textbox', { name: 'Tags' });
    await userEvent.type(tags, 'Repeat{Enter}Gift,  {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Remove VIP' }));
    expect(
      within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await userEvent.type(screen.getByRole('textbox', { name: 'Lists' }), ' Spring ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      ...EMPTY_CUSTOMER_FORM,
      first_name: 'Mary',
      tags: ['Repeat', 'Gift'],
      lists: ['Spring'],
    });
  });

  it('keeps what was typed when the save is refused and the customer reloads', async () => {
    const onSubmit = jest.fn();
    const { rerender } = renderWithTheme(
      <CustomerEditDrawer open onClose={jest.fn()} onSubmit={onSubmit} value={stored} />,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'taken@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    rerender(
      <CustomerEditDrawer
        open
        onClose={jest.fn()}
        onSubmit={onSubmit}
        value={{ ...stored }}
        submitError={M.emailTaken}
      />,
    );
    expect(screen.getByText(M.emailTaken)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('taken@example.com');
  });

  it('refuses a duplicate tag under its field and sends nothing', async () => {
    const onSubmit = jest.fn();
    renderWithTheme(
      <CustomerEditDrawer open onClose={jest.fn()} onSubmit={onSubmit} value={stored} />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Tags' }), 'vip{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(M.labelDuplicate('Tag', 'vip'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
