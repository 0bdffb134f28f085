import { lazy, Suspense } from 'react';
import { Skeleton } from '../Skeleton';
import { Frame, Loading } from './RichTextEditor.styles';

export interface RichTextEditorProps {
  /**
   * The content as HTML. The editor keeps its own document while the user types; a new value that
   * is not the last HTML it reported (a reset, a record loaded later) replaces the content.
   */
  value?: string;
  /** Called with the content as HTML after each change; an editor with no text reports ''. */
  onChange?: (html: string) => void;
  /** Called when focus leaves the editor, e.g. to mark a form field touched. */
  onBlur?: () => void;
  /** Shown while the editor is empty. */
  placeholder?: string;
  /** Draws the error state and sets aria-invalid; inside a FormField its error does it. */
  invalid?: boolean;
  /** Shows the content read-only, toolbar off. */
  disabled?: boolean;
  /** The accessible name when the editor is not inside a FormField (whose label names it). */
  'aria-label'?: string;
  /** The editable area's id; inside a FormField the field's id. */
  id?: string;
  /** Extra class for layout by the parent. */
  className?: string;
}

// Squire and DOMPurify (about 25 kB gzipped) load with the first editor on screen, so a
// bundle that only imports the package barrel never carries them.
const SquireEditor = lazy(() => import('./SquireEditor'));

/**
 * A rich-text field whose value is HTML: bold, italic, headings, bulleted and numbered lists and
 * links, from a keyboard-reachable toolbar (arrow keys move along it; Alt+F10 jumps to it) or the
 * usual shortcuts (Ctrl+B, Ctrl+I, Ctrl+K for a link, Ctrl+Z to undo).
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <Frame className={props.className} $invalid={false} $disabled>
          <Loading>
            <Skeleton lines={4} label="Loading the editor" />
          </Loading>
        </Frame>
      }
    >
      <SquireEditor {...props} />
    </Suspense>
  );
}
