import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { EMPTY_COMMENT, OrderCommentsDrawer, SEND_SHORTCUT_HINT } from './OrderCommentsDrawer';

const comment = {
  id: 1,
  created_at: '2026-03-02T09:15:00',
  author: { first_name: 'Sam', last_name: 'Seller' },
  comment: { user_content: '<b>not bold</b>' },
};

describe('OrderCommentsDrawer', () => {
  it('shows each comment as plain text with its author and date', () => {
    renderWithTheme(
      <OrderCommentsDrawer
        open
        onClose={jest.fn()}
        orderId={1}
        comments={[comment]}
        onSend={jest.fn()}
      />,
    );
    expect(screen.getByText('<b>not bold</b>')).toBeInTheDocument();
    expect(screen.getByText('Sam Seller')).toBeInTheDocument();
    expect(screen.getByText('02 Mar 2026, 09:15:00')).toBeInTheDocument();
  });

  it('only reads without onSend: no comment box and no Send', () => {
    renderWithTheme(
      <OrderCommentsDrawer open onClose={jest.fn()} orderId={1} comments={[comment]} />,
    );
    expect(screen.getByText('Sam Seller')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Comment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('refuses a blank comment, sends a trimmed one and empties the box once sent', async () => {
    const onSend = jest.fn(() => Promise.resolve());
    renderWithTheme(
      <OrderCommentsDrawer open onClose={jest.fn()} orderId={1} comments={[]} onSend={onSend} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText(EMPTY_COMMENT)).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
    const box = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, ' Ship it ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Ship it');
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('keeps the text when sending fails', async () => {
    const onSend = jest.fn(() => Promise.reject(new Error('refused')));
    renderWithTheme(
      <OrderCommentsDrawer open onClose={jest.fn()} orderId={1} comments={[]} onSend={onSend} />,
    );
    const box = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, 'Ship it');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(box).toHaveValue('Ship it');
  });

  it('sends with Ctrl+Enter and with Cmd+Enter; Enter alone starts a new line', async () => {
    const onSend = jest.fn(() => Promise.resolve());
    renderWithTheme(
      <OrderCommentsDrawer open onClose={jest.fn()} orderId={1} comments={[]} onSend={onSend} />,
    );
    const box = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, 'Ship it{Enter}today');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(onSend).toHaveBeenLastCalledWith('Ship it\ntoday');
    await waitFor(() => expect(box).toHaveValue(''));
    await userEvent.type(box, 'Packed');
    await userEvent.keyboard('{Meta>}{Enter}{/Meta}');
    expect(onSend).toHaveBeenLastCalledWith('Packed');
    expect(box).toHaveAccessibleDescription(expect.stringContaining(SEND_SHORTCUT_HINT));
  });

  it('puts Send beside the box, not in the drawer foot', () => {
    renderWithTheme(
      <OrderCommentsDrawer open onClose={jest.fn()} orderId={1} comments={[]} onSend={jest.fn()} />,
    );
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send.closest('[data-dialog-footer]')).toBeNull();
    expect(send.parentElement).toContainElement(screen.getByRole('textbox', { name: 'Comment' }));
  });
});
