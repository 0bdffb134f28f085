import { useEffect, useRef, useState, type CSSProperties } from 'react';

/**
 * A sticky toolbar's element and the style that puts a table's sticky headers under it
 * (`--pod-table-sticky-top`: the page's sticky top plus the toolbar's height, measured as it
 * changes, e.g. when the bulk bar shows).
 */
export function useStickyToolbar() {
  const ref = useRef<HTMLDivElement | null>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const toolbar = ref.current;
    if (!toolbar || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setHeight(toolbar.offsetHeight));
    observer.observe(toolbar);
    return () => observer.disconnect();
  }, []);
  const style = {
    '--pod-table-sticky-top': `calc(var(--pod-page-sticky-top, 0px) + ${height}px)`,
  } as CSSProperties;
  return { ref, style };
}
