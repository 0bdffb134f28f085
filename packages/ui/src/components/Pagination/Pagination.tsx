import { Ellipsis, List, Nav, PageButton, Total } from './Pagination.styles';
import type { WidgetRootProps } from '../widgetRoot';
import { getPageItems } from './pageItems';

export interface PaginationProps extends WidgetRootProps {
  /** The current page, counted from 1. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** How many rows exist across all pages. */
  total: number;
  /** Called with the page the user picked (1-based). */
  onChange: (page: number) => void;
  /** Pages shown either side of the current one before an ellipsis. */
  siblingCount?: number;
  /** Shows the 'Total N items' text. */
  showTotal?: boolean;
  /** Name of the navigation landmark; give each pager on a page its own. */
  'aria-label'?: string;
  /** Disables every button, e.g. while the next page loads. */
  disabled?: boolean;
}

const numberFormat = new Intl.NumberFormat('en-US');

/** Page numbers with previous/next for a server-side paginated list. */
export function Pagination({
  page,
  pageSize,
  total,
  onChange,
  siblingCount = 1,
  showTotal = true,
  'aria-label': ariaLabel = 'Pagination',
  disabled = false,
  className,
  style,
  id,
}: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / Math.max(pageSize, 1)));
  const current = Math.min(Math.max(page, 1), pageCount);
  const go = (target: number) => {
    if (target !== current) onChange(target);
  };

  return (
    <Nav aria-label={ariaLabel} className={className} style={style} id={id}>
      {showTotal && <Total>Total {numberFormat.format(total)} items</Total>}
      <List>
        <li>
          <PageButton
            type="button"
            aria-label="Previous page"
            disabled={disabled || current <= 1}
            onClick={() => go(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </PageButton>
        </li>
        {getPageItems(current, pageCount, siblingCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                type="button"
                $current={item === current}
                aria-label={`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                disabled={disabled}
                onClick={() => go(item)}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <li key={item} aria-hidden="true">
              <Ellipsis>…</Ellipsis>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            aria-label="Next page"
            disabled={disabled || current >= pageCount}
            onClick={() => go(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}
