import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { Notification } from './Notification';

describe('Notification', () => {
  it('shows its heading and description, announced at once for an error', () => {
    renderWithTheme(<Notification type="error" title="ERROR" description="News could not load" />);
    expect(screen.getByRole('alert')).toHaveTextContent('ERRORNews could not load');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is announced politely for a success', () => {
    renderWithTheme(
      <Notification type="success" title="Saved" description="Your settings saved" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('SavedYour settings saved');
  });

  it('closes with its named close button', async () => {
    const onClose = jest.fn();
    renderWithTheme(
      <Notification
        type="info"
        description="Webhooks updated"
        onClose={onClose}
        closeLabel="Dismiss"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
