import type { CSSProperties } from 'react';

/** What a host gives a composite widget's outermost element (its dialog, for Drawer and Modal). */
export interface WidgetRootProps {
  /** A class for the widget's outermost element, for the host's layout. */
  className?: string;
  /** Inline styles for the widget's outermost element. */
  style?: CSSProperties;
  /** An id for the widget's outermost element (a skip link's or a test's target). */
  id?: string;
}
