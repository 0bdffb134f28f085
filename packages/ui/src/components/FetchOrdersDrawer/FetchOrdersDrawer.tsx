import { FETCH_ORDER_MESSAGES, fetchRangeAllowed, readFetchOrdersInput } from '@podoffice/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { DateRangePicker, type DateRangeValue } from '../DateRangePicker';
import { Drawer } from '../Drawer';
import { FormField } from '../FormField';
import { JobProgress, type JobProgressProps } from '../JobProgress';
import { TextArea } from '../TextArea';
import { Form } from './FetchOrdersDrawer.styles';

/** What Fetch sends: the ids as typed, and the days of the range (YYYY-MM-DD) or none. */
export interface FetchOrdersRequestValue {
  orderIds: string;
  from: string | null;
  to: string | null;
}

export interface FetchOrdersDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The site whose shop is read: its title names the drawer, its platform decides the range. */
  site: { title: string; platform: string };
  /** Called with a request the domain's rules accept. */
  onSubmit: (value: FetchOrdersRequestValue) => void;
  /** The fetch is being started. */
  submitting?: boolean;
  /** The server refused it, e.g. its first error message. */
  submitError?: ReactNode;
  /** The fetch's job as it runs (useJobProgress's props). */
  progress?: Omit<JobProgressProps, 'title'>;
  /** What the finished job brought, e.g. 'Fetched: 2 new orders, …'. */
  result?: ReactNode;
  /** Fixes "today" of the range's presets (stories and tests). */
  today?: string;
}

/**
 * The Fetch Orders drawer: the shop's order ids comma
 * separated (e.g. 123456,654321), or a time range except on Shopify sites, checked by the domain's
 * rules before anything is sent; then the fetch's progress and what it brought.
 */
export function FetchOrdersDrawer({
  open,
  onClose,
  site,
  onSubmit,
  submitting = false,
  submitError,
  progress,
  result,
  today,
}: FetchOrdersDrawerProps) {
  const [ids, setIds] = useState('');
  const [range, setRange] = useState<DateRangeValue>({ from: null, to: null });
  const [message, setMessage] = useState<string | null>(null);
  const withRange = fetchRangeAllowed(site.platform);
  const underWay = progress?.status === 'queued' || progress?.status === 'running';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readFetchOrdersInput(
      { order_ids: ids, range_time: withRange ? range : null },
      site.platform,
    );
    if (!read.ok) return setMessage(read.message);
    setMessage(null);
    onSubmit({
      orderIds: ids,
      from: withRange ? range.from : null,
      to: withRange ? range.to : null,
    });
  };

  return (
    <Drawer open={open} onClose={onClose} title={`Fetch Orders — ${site.title}`} width={480}>
      <Form onSubmit={submit} noValidate>
        <FormField
          label="Order IDs"
          name="order_ids"
          help={FETCH_ORDER_MESSAGES.idsHint}
          error={message ?? undefined}
        >
          <TextArea
            value={ids}
            rows={3}
            placeholder="123456,654321"
            onChange={(e) => {
              setIds(e.target.value);
              setMessage(null);
            }}
          />
        </FormField>
        {withRange ? (
          <FormField label="Range time" name="range_time" help="From 00:00:00 to 23:59:59 UTC">
            <DateRangePicker
              value={range}
              today={today}
              clearable
              onChange={(next) => {
                setRange(next);
                setMessage(null);
              }}
            />
          </FormField>
        ) : (
          <Alert variant="info">{FETCH_ORDER_MESSAGES.rangeNotShopify}.</Alert>
        )}
        {submitError && <Alert variant="error">{submitError}</Alert>}
        {progress && <JobProgress title="Fetching orders" {...progress} />}
        {result && !underWay && <Alert variant="success">{result}</Alert>}
        <Drawer.Footer>
          <Button type="button" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" variant="primary" loading={submitting} disabled={underWay}>
            Fetch
          </Button>
        </Drawer.Footer>
      </Form>
    </Drawer>
  );
}
