import { useId } from 'react';
import { LoadState } from '../LoadState';
import { Bar, Count, Fill, Item, Label, List, Percent, Root, Title } from './ShareList.styles';

/** One slice of the whole. */
export interface ShareItem {
  /** A stable key. */
  key: string;
  /** What the slice is, e.g. a product type's title. */
  label: string;
  /** Its size, e.g. orders. */
  value: number;
  /** Draws the slice muted: the remainder ('Other Product Types'). */
  other?: boolean;
}

export interface ShareListProps {
  /** Heading of the list; it also names it for screen readers. */
  title: string;
  /** The slices, biggest first; the remainder last with `other`. */
  items: ShareItem[];
  /** Shows skeleton lines while the figures load. */
  loading?: boolean;
  /** A load error; it replaces the list. */
  error?: string;
  /** Shows Retry beside the error. */
  onRetry?: () => void;
  /** What the list says when every slice is 0 or there is none. */
  emptyMessage?: string;
}

const thousands = new Intl.NumberFormat('en-US');

/**
 * A pie chart as a list (a "pie-style list of top 10 plus Other Product Types"): each
 * slice's name, size, share of the whole and a bar as long as its share. A list reads on a phone and
 * to a screen reader, which a drawn pie does not.
 */
export function ShareList({
  title,
  items,
  loading = false,
  error,
  onRetry,
  emptyMessage = 'No orders in this range',
}: ShareListProps) {
  const titleId = useId();
  const total = items.reduce((sum, item) => sum + item.value, 0);
  return (
    <Root>
      <Title id={titleId}>{title}</Title>
      <LoadState
        loading={loading}
        loadingLabel={`Loading ${title}`}
        loadingLines={5}
        error={error}
        onRetry={onRetry}
        empty={total === 0}
        emptyMessage={emptyMessage}
      >
        <List aria-labelledby={titleId}>
          {items.map((item) => {
            const share = total === 0 ? 0 : (item.value / total) * 100;
            const percent = `${share.toFixed(1)}%`;
            return (
              <Item key={item.key}>
                <Label>{item.label}</Label>
                <Count>{thousands.format(item.value)}</Count>
                <Percent>{percent}</Percent>
                <Bar aria-hidden="true">
                  <Fill $other={Boolean(item.other)} style={{ width: percent }} />
                </Bar>
              </Item>
            );
          })}
        </List>
      </LoadState>
    </Root>
  );
}
