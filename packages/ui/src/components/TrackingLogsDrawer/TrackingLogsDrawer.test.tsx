import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { TrackingLogsDrawer, type TrackingLogsDrawerProps } from './TrackingLogsDrawer';

const logs = [
  { id: 3, created_at: '2026-03-06T14:05:12', status: 'delivered', message: 'Delivered' },
  {
    id: 2,
    created_at: '2026-03-04T21:13:45',
    status: 'in_transit',
    message: 'Arrived at facility',
  },
  { id: 1, created_at: '2026-03-03T10:02:45', status: 'label_created', message: 'Label created' },
];

function renderDrawer(props: Partial<TrackingLogsDrawerProps> = {}) {
  return renderWithTheme(
    <TrackingLogsDrawer open onClose={jest.fn()} trackingCode="LX123" logs={logs} {...props} />,
  );
}

describe('TrackingLogsDrawer', () => {
  it("lists the events in the order given, each with its date and its status's label", () => {
    renderDrawer();
    expect(screen.getByRole('heading', { name: 'Tracking log LX123' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Tracking events' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      '06 Mar 2026, 14:05:12DeliveredDelivered',
      '04 Mar 2026, 21:13:45In TransitArrived at facility',
      // A status that is not a tracking status has no label.
      '03 Mar 2026, 10:02:45Label created',
    ]);
  });

  it('links to the carrier page in a new tab, and only to a web page', () => {
    const { rerender } = renderDrawer({
      carrierName: 'USPS',
      trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=LX123',
    });
    expect(screen.getByText('USPS')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Track on carrier site' });
    expect(link).toHaveAttribute(
      'href',
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=LX123',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    rerender(
      <TrackingLogsDrawer
        open
        onClose={jest.fn()}
        trackingCode="LX123"
        logs={logs}
        trackingUrl="javascript:alert(1)"
      />,
    );
    expect(screen.queryByRole('link', { name: 'Track on carrier site' })).toBeNull();
  });

  it('says when there are no events yet', () => {
    renderDrawer({ logs: [] });
    expect(screen.getByText('No tracking events yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tracking events' })).toBeNull();
  });

  it('shows a load error with Retry', async () => {
    const onRetry = jest.fn();
    renderDrawer({ logs: [], error: 'Could not load the tracking events', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the tracking events');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
