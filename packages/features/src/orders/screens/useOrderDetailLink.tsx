import { useEffect, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { useLinkTo } from '../../embed/embedding';
import { orderDetailPath } from './orderDisplay';

/** A click the page handles itself: the main button, no key asking for a new tab or window. */
const plainClick = (event: MouseEvent) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey;

/**
 * The order id's link to its detail page, for a table's `renderOrderLink`: a real link (it opens in
 * a new tab too, under the app's or the host's base path) that moves within the router on a plain
 * click, as React Router's Link does. It is a plain anchor with one click handler for the table
 * because a Link is about ten hooks in each of the 20 rows, run again whenever the rows are drawn
 * (issue 25: the rows' cost). undefined when `allowed` is false (§2: a Supporter has no detail page).
 * One function while the app stays where it is, as every prop of the memoized table.
 */
export function useOrderDetailLink(
  allowed: boolean,
): ((row: { id: number | string }, children: ReactNode) => ReactNode) | undefined {
  const linkTo = useLinkTo();
  const base = useHref('/').replace(/\/$/, '');
  const navigate = useNavigate();
  // A router outside a data router gives a new navigate after each move: the click reads the
  // latest, so the function (and the rows) stay the same.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  return useMemo(() => {
    if (!allowed) return undefined;
    const open = (event: MouseEvent<HTMLAnchorElement>) => {
      const to = event.currentTarget.dataset.to;
      if (!to || !plainClick(event)) return;
      event.preventDefault();
      void navigateRef.current(to);
    };
    return (row, children) => {
      const to = linkTo(orderDetailPath(row.id));
      return (
        <a href={`${base}${to}`} data-to={to} onClick={open}>
          {children}
        </a>
      );
    };
  }, [allowed, base, linkTo]);
}
