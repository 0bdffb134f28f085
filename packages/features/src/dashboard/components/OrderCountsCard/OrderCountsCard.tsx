import { Link } from 'react-router-dom';
import { Card } from '@podoffice/ui';
import { CountLink, Counts, CountValue } from './OrderCountsCard.styles';

export interface OrderCount {
  /** The tab's key ('all', 'pending', ...), unique in the card. */
  key: string;
  label: string;
  count: number;
  /** Where the count leads: the orders list on that tab. */
  to: string;
}

export interface OrderCountsCardProps {
  title: string;
  counts: OrderCount[];
  /** The card's heading: under the screen's own title (h2) by default, h2 under the page's h1. */
  headingLevel?: 2 | 3;
}

const number = new Intl.NumberFormat('en-US');

/** A dashboard card of order counts, each a link to its list. */
export function OrderCountsCard({ title, counts, headingLevel = 3 }: OrderCountsCardProps) {
  return (
    <Card title={title} headingLevel={headingLevel}>
      <Counts aria-label={title}>
        {counts.map((c) => (
          <li key={c.key}>
            {/* The link's name is its text, 'Pending 410' (the space keeps the words apart). */}
            <CountLink as={Link} to={c.to}>
              <span>{c.label}</span> <CountValue>{number.format(c.count)}</CountValue>
            </CountLink>
          </li>
        ))}
      </Counts>
    </Card>
  );
}
