import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { makeOutboxMails } from '../../mocks';
import { OutboxTable } from './OutboxTable';

describe('OutboxTable', () => {
  it('shows recipient and subject and opens a mail', async () => {
    const mails = makeOutboxMails(4);
    const onOpen = jest.fn();
    renderWithProviders(
      <OutboxTable mails={mails} total={4} page={1} onPageChange={jest.fn()} onOpen={onOpen} />,
    );
    const [, second] = screen.getAllByRole('row').slice(1);
    expect(within(second!).getByText(mails[1]!.to)).toBeInTheDocument();
    expect(within(second!).getByText(mails[1]!.subject)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Open mail ${mails[3]!.id}` }));
    expect(onOpen).toHaveBeenCalledWith(mails[3]);
  });

  it('says where mails come from when there are none', () => {
    renderWithProviders(
      <OutboxTable mails={[]} total={0} page={1} onPageChange={jest.fn()} onOpen={jest.fn()} />,
    );
    expect(screen.getByText('No mails match these filters.')).toBeInTheDocument();
    expect(screen.getByText(/while no SMTP server is configured/)).toBeInTheDocument();
  });
});
