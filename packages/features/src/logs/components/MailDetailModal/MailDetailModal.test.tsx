import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { makeOutboxMails } from '../../mocks';
import { MailDetailModal } from './MailDetailModal';

describe('MailDetailModal', () => {
  it('shows date, recipient, the body in a frame without scripts, and the plain text', async () => {
    const mail = makeOutboxMails()[0]!;
    const onClose = jest.fn();
    renderWithProviders(<MailDetailModal mail={mail} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: mail.subject });
    expect(
      within(dialog)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['30 Jun 2024, 18:00:00', mail.to]);
    const frame = within(dialog).getByTitle(`Message to ${mail.to}`);
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-scripts|allow-same-origin/);
    expect(frame.getAttribute('srcdoc')).toContain('/verify/tok');
    expect(within(dialog).getByRole('region', { name: 'Plain text' }).textContent).toBe(mail.text);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the text alone for a mail without HTML, and nothing without a mail', () => {
    const mail = { ...makeOutboxMails()[2]!, html: null };
    const { unmount } = renderWithProviders(<MailDetailModal mail={mail} onClose={jest.fn()} />);
    expect(screen.queryByTitle(/^Message to/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Message' }).textContent).toBe(mail.text);
    unmount();
    renderWithProviders(<MailDetailModal mail={null} onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
