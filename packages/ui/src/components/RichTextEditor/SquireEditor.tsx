import {
  Fragment,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import DOMPurify from 'dompurify';
import Squire from 'squire-rte';
import { storedHtmlConfig } from '@podoffice/domain';
import { StrokeIcon } from '../../icons/Icons';
import { Button } from '../Button';
import { useFieldWiring } from '../FormField/FormFieldContext';
import { TextInput } from '../TextInput';
import type { RichTextEditorProps } from './RichTextEditor';
import {
  Body,
  Content,
  Frame,
  Italic,
  LinkError,
  LinkField,
  LinkForm,
  Placeholder,
  Separator,
  ToolButton,
  Toolbar,
  VisuallyHidden,
} from './RichTextEditor.styles';

type BlockType = 'paragraph' | 'h2' | 'h3' | 'bullet' | 'number';

interface Format {
  bold: boolean;
  italic: boolean;
  block: BlockType;
  link: boolean;
}

const PLAIN: Format = { bold: false, italic: false, block: 'paragraph', link: false };

/** Tools that begin a group (text, headings, lists, link), after a separator. */
const GROUP_STARTS = new Set([2, 4, 6]);

/**
 * A link address a reader can follow safely: http(s), mailto or a path on this site. A bare
 * domain gets https://; anything else (javascript:, data:) is refused.
 */
export function normalizeLinkUrl(text: string): string | null {
  const url = text.trim();
  if (!url) return null;
  if (/^(https?:\/\/|mailto:)/i.test(url)) return /\s/.test(url) ? null : url;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  return /^[^\s/]+\.[^\s/]+/.test(url) ? `https://${url}` : null;
}

/**
 * Everything that enters the editor (a loaded value, a paste, a drop) goes through DOMPurify with
 * the stored-HTML rules (no styles, frames or forms), so the document can never carry script;
 * classes go too, as pasted ones mean nothing here.
 */
function sanitizeToFragment(html: string): DocumentFragment {
  const config = storedHtmlConfig();
  return DOMPurify.sanitize(html, {
    ...config,
    FORBID_ATTR: [...config.FORBID_ATTR, 'class'],
    RETURN_DOM_FRAGMENT: true,
  });
}

/** What the toolbar shows as pressed, read from Squire's path of the caret ('P>B>I', 'UL>LI>A'). */
function readFormat(editor: Squire): Format {
  const path = editor.getPath().split('>');
  const has = (tag: string) => path.includes(tag);
  const block: BlockType = has('UL')
    ? 'bullet'
    : has('OL')
      ? 'number'
      : has('H2')
        ? 'h2'
        : has('H3')
          ? 'h3'
          : 'paragraph';
  return {
    bold: has('B') || has('STRONG') || editor.hasFormat('B'),
    italic: has('I') || has('EM') || editor.hasFormat('I'),
    block,
    link: has('A') || editor.hasFormat('A'),
  };
}

function isEmpty(root: HTMLElement): boolean {
  return (root.textContent ?? '').trim() === '' && !root.querySelector('img');
}

/** Turns the selected blocks into headings of this tag, or back into paragraphs. */
function setBlockTag(editor: Squire, tag: 'h2' | 'h3' | 'p') {
  editor.modifyBlocks((fragment) => {
    for (const block of Array.from(fragment.childNodes)) {
      if (!(block instanceof HTMLElement) || !/^(P|DIV|H[1-6])$/.test(block.nodeName)) continue;
      const replacement = document.createElement(tag);
      replacement.append(...Array.from(block.childNodes));
      block.replaceWith(replacement);
    }
    return fragment;
  });
}

interface ToolProps {
  label: string;
  shortcut?: string;
  active: boolean;
  disabled: boolean;
  index: number;
  focusIndex: number;
  onRun: () => void;
  children: ReactNode;
}

function Tool({
  label,
  shortcut,
  active,
  disabled,
  index,
  focusIndex,
  onRun,
  children,
}: ToolProps) {
  return (
    <ToolButton
      type="button"
      aria-pressed={active}
      aria-keyshortcuts={shortcut}
      title={shortcut ? `${label} (${shortcut.replace('Control', 'Ctrl')})` : label}
      tabIndex={index === focusIndex ? 0 : -1}
      disabled={disabled}
      $active={active}
      // Keeps the editor's selection when the button is clicked with the mouse.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onRun}
      data-tool-index={index}
    >
      {/* Named by hidden text, not aria-label: the glyph ('H2') is not a word of the name. */}
      <span aria-hidden="true">{children}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </ToolButton>
  );
}

/** The Squire editor behind RichTextEditor; loaded on demand. */
export default function SquireEditor({
  value = '',
  onChange,
  onBlur,
  placeholder,
  invalid,
  disabled = false,
  'aria-label': ariaLabel,
  id,
  className,
}: RichTextEditorProps) {
  const wiring = useFieldWiring({ id, invalid });
  const contentRef = useRef<HTMLDivElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<Squire | null>(null);
  const lastHtml = useRef<string | null>(null);
  const loading = useRef(false);
  const savedRange = useRef<Range | null>(null);
  const onChangeRef = useRef(onChange);
  const [format, setFormat] = useState<Format>(PLAIN);
  const [empty, setEmpty] = useState(true);
  const [focusIndex, setFocusIndex] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkText, setLinkText] = useState('');
  const [linkError, setLinkError] = useState(false);
  const linkInputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const root = contentRef.current;
    if (!root) return;
    const editor = new Squire(root, {
      blockTag: 'P',
      sanitizeToDOMFragment: sanitizeToFragment,
      didError: (error: unknown) => console.error(error),
    });
    editorRef.current = editor;
    const refresh = () => {
      setFormat(readFormat(editor));
      setEmpty(isEmpty(root));
    };
    const changed = () => {
      refresh();
      if (loading.current) return;
      const html = isEmpty(root) ? '' : editor.getHTML();
      if (html === lastHtml.current) return;
      lastHtml.current = html;
      onChangeRef.current?.(html);
    };
    editor.addEventListener('input', changed);
    editor.addEventListener('pathChange', refresh);
    editor.addEventListener('select', refresh);
    editor.addEventListener('cursor', refresh);
    return () => {
      editor.destroy();
      editorRef.current = null;
      lastHtml.current = null;
    };
  }, []);

  useEffect(() => {
    const editor = editorRef.current;
    const root = contentRef.current;
    if (!editor || !root || value === lastHtml.current) return;
    lastHtml.current = value;
    loading.current = true;
    editor.setHTML(value);
    loading.current = false;
    setEmpty(isEmpty(root));
  }, [value]);

  useEffect(() => {
    contentRef.current?.setAttribute('contenteditable', disabled ? 'false' : 'true');
  }, [disabled]);

  useEffect(() => {
    if (linkOpen) linkInputRef.current?.focus();
  }, [linkOpen]);

  const withEditor = (action: (editor: Squire) => void) => {
    const editor = editorRef.current;
    if (!editor) return;
    editor.focus();
    action(editor);
    setFormat(readFormat(editor));
  };

  const openLinkForm = () => {
    savedRange.current = editorRef.current?.getSelection() ?? null;
    setLinkText('');
    setLinkError(false);
    setLinkOpen(true);
  };

  const closeLinkForm = () => {
    setLinkOpen(false);
    withEditor((editor) => {
      if (savedRange.current) editor.setSelection(savedRange.current);
    });
  };

  const applyLink = () => {
    const url = normalizeLinkUrl(linkText);
    if (!url) {
      setLinkError(true);
      return;
    }
    setLinkOpen(false);
    withEditor((editor) => {
      if (savedRange.current) editor.setSelection(savedRange.current);
      editor.makeLink(url);
    });
  };

  const toggleBlock = (tag: 'h2' | 'h3') =>
    withEditor((editor) => setBlockTag(editor, format.block === tag ? 'p' : tag));

  const toggleList = (kind: 'bullet' | 'number') =>
    withEditor((editor) => {
      if (format.block === kind) editor.removeList();
      else if (kind === 'bullet') editor.makeUnorderedList();
      else editor.makeOrderedList();
    });

  const tools: Array<Omit<ToolProps, 'index' | 'focusIndex' | 'disabled'>> = [
    {
      label: 'Bold',
      shortcut: 'Control+B',
      active: format.bold,
      onRun: () => withEditor((e) => (format.bold ? e.removeBold() : e.bold())),
      children: 'B',
    },
    {
      label: 'Italic',
      shortcut: 'Control+I',
      active: format.italic,
      onRun: () => withEditor((e) => (format.italic ? e.removeItalic() : e.italic())),
      children: <Italic>I</Italic>,
    },
    {
      label: 'Heading',
      active: format.block === 'h2',
      onRun: () => toggleBlock('h2'),
      children: 'H2',
    },
    {
      label: 'Subheading',
      active: format.block === 'h3',
      onRun: () => toggleBlock('h3'),
      children: 'H3',
    },
    {
      label: 'Bulleted list',
      active: format.block === 'bullet',
      onRun: () => toggleList('bullet'),
      children: (
        <StrokeIcon strokeLinecap="round">
          <path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />
        </StrokeIcon>
      ),
    },
    {
      label: 'Numbered list',
      active: format.block === 'number',
      onRun: () => toggleList('number'),
      children: (
        <StrokeIcon strokeLinecap="round">
          <path d="M10 6h10M10 12h10M10 18h10M4 4v4M3 18h3l-3 3h3" />
        </StrokeIcon>
      ),
    },
    {
      label: format.link ? 'Remove link' : 'Link',
      shortcut: format.link ? undefined : 'Control+K',
      active: format.link,
      onRun: () => (format.link ? withEditor((e) => e.removeLink()) : openLinkForm()),
      children: (
        <StrokeIcon strokeLinecap="round">
          <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
        </StrokeIcon>
      ),
    },
  ];

  // The toolbar is one Tab stop; the arrow keys, Home and End move along it (WAI-ARIA toolbar).
  const moveFocus = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const last = tools.length - 1;
    const keys: Record<string, number> = {
      ArrowRight: focusIndex === last ? 0 : focusIndex + 1,
      ArrowLeft: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
    toolbarRef.current?.querySelector<HTMLButtonElement>(`[data-tool-index="${next}"]`)?.focus();
  };

  const contentKeys = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      openLinkForm();
    } else if (event.altKey && event.key === 'F10') {
      event.preventDefault();
      toolbarRef.current?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus();
    }
  };

  const linkErrorId = `${wiring.id ?? 'rich-text'}-link-error`;
  return (
    <Frame className={className} $invalid={wiring.invalid} $disabled={disabled}>
      <Toolbar
        ref={toolbarRef}
        role="toolbar"
        aria-label="Formatting"
        aria-controls={wiring.id}
        onKeyDown={moveFocus}
      >
        {tools.map((tool, i) => (
          <Fragment key={i}>
            {GROUP_STARTS.has(i) && <Separator aria-hidden="true" />}
            <Tool {...tool} index={i} focusIndex={focusIndex} disabled={disabled} />
          </Fragment>
        ))}
      </Toolbar>
      {linkOpen && (
        <LinkForm
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              closeLinkForm();
            }
          }}
        >
          <LinkField>
            <TextInput
              ref={linkInputRef}
              aria-label="Link address"
              placeholder="https://example.com"
              value={linkText}
              invalid={linkError}
              aria-describedby={linkError ? linkErrorId : undefined}
              onChange={(event) => {
                setLinkText(event.target.value);
                setLinkError(false);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                }
              }}
            />
          </LinkField>
          <Button size="sm" variant="primary" onClick={applyLink}>
            Apply link
          </Button>
          <Button size="sm" onClick={closeLinkForm}>
            Cancel
          </Button>
          {linkError && (
            <LinkError id={linkErrorId} role="alert">
              Enter an address starting with https://, http:// or mailto:
            </LinkError>
          )}
        </LinkForm>
      )}
      <Body>
        <Content
          ref={contentRef}
          id={wiring.id}
          role="textbox"
          aria-multiline="true"
          aria-label={ariaLabel}
          aria-labelledby={ariaLabel ? undefined : wiring.field?.labelId}
          aria-describedby={wiring['aria-describedby']}
          aria-invalid={wiring['aria-invalid']}
          aria-required={wiring['aria-required']}
          aria-readonly={disabled || undefined}
          aria-placeholder={placeholder}
          spellCheck
          $disabled={disabled}
          onBlur={onBlur}
          onKeyDown={contentKeys}
        />
        {empty && placeholder && <Placeholder aria-hidden="true">{placeholder}</Placeholder>}
      </Body>
    </Frame>
  );
}
