import {
  Fragment,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $isRootOrShadowRoot,
  $setSelection,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  HISTORY_MERGE_TAG,
  KEY_DOWN_COMMAND,
  createEditor,
  type BaseSelection,
  type LexicalEditor as Editor,
} from 'lexical';
import {
  $createHeadingNode,
  $isHeadingNode,
  HeadingNode,
  registerRichText,
} from '@lexical/rich-text';
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
  REMOVE_LIST_COMMAND,
  registerList,
} from '@lexical/list';
import {
  $createLinkNode,
  $isLinkNode,
  $toggleLink,
  LinkNode,
  TOGGLE_LINK_COMMAND,
} from '@lexical/link';
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { createEmptyHistoryState, registerHistory } from '@lexical/history';
import { $setBlocksType } from '@lexical/selection';
import { $findMatchingParent, $getNearestNodeOfType, mergeRegister } from '@lexical/utils';
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

/** Marks the updates that load a value, so they are not reported back as the user's changes. */
const LOAD_TAG = 'pod-load-value';

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

function readFormat(): Format {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return PLAIN;
  const anchor = selection.anchor.getNode();
  const top = $findMatchingParent(anchor, (node) => {
    const parent = node.getParent();
    return parent !== null && $isRootOrShadowRoot(parent);
  });
  let block: BlockType = 'paragraph';
  if ($isHeadingNode(top)) {
    const tag = top.getTag();
    block = tag === 'h2' || tag === 'h3' ? tag : 'paragraph';
  } else if ($isListNode(top)) {
    const list = $getNearestNodeOfType(anchor, ListNode) ?? top;
    block = list.getListType() === 'number' ? 'number' : 'bullet';
  }
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    block,
    link: $findMatchingParent(anchor, $isLinkNode) !== null,
  };
}

function $loadHtml(editor: Editor, html: string) {
  const root = $getRoot();
  root.clear();
  const dom = new DOMParser().parseFromString(html, 'text/html');
  const nodes = $generateNodesFromDOM(editor, dom);
  root.select();
  if (nodes.length) $insertNodes(nodes);
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
  // Loading leaves the caret at the end; a fresh editor should not look focused.
  $setSelection(null);
}

function $isEmpty(): boolean {
  const root = $getRoot();
  if (root.getTextContent().trim() !== '') return false;
  const first = root.getFirstChild();
  return root.getChildrenSize() <= 1 && (!first || first.getType() === 'paragraph');
}

function newEditor(): Editor {
  return createEditor({
    namespace: 'PodRichText',
    nodes: [HeadingNode, ListNode, ListItemNode, LinkNode],
    onError: (error) => {
      throw error;
    },
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

/** The Lexical editor behind RichTextEditor; loaded on demand. */
export default function LexicalEditor({
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
  const [editor] = useState(newEditor);
  const contentRef = useRef<HTMLDivElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const lastHtml = useRef<string | null>(null);
  const savedSelection = useRef<BaseSelection | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [format, setFormat] = useState<Format>(PLAIN);
  const [empty, setEmpty] = useState(true);
  const [focusIndex, setFocusIndex] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkText, setLinkText] = useState('');
  const [linkError, setLinkError] = useState(false);
  const linkInputRef = useRef<HTMLInputElement>(null);

  const openLinkForm = () => {
    savedSelection.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
    setLinkText('');
    setLinkError(false);
    setLinkOpen(true);
  };
  const openLinkFormRef = useRef(openLinkForm);
  openLinkFormRef.current = openLinkForm;

  useEffect(() => {
    editor.setRootElement(contentRef.current);
    const unregister = mergeRegister(
      registerRichText(editor),
      registerList(editor),
      registerHistory(editor, createEmptyHistoryState(), 300),
      editor.registerCommand(
        TOGGLE_LINK_COMMAND,
        (payload) => {
          $toggleLink(payload);
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
      editor.registerCommand(
        KEY_DOWN_COMMAND,
        (event) => {
          const mod = event.ctrlKey || event.metaKey;
          if (mod && event.key.toLowerCase() === 'k') {
            event.preventDefault();
            openLinkFormRef.current();
            return true;
          }
          if (event.altKey && event.key === 'F10') {
            event.preventDefault();
            toolbarRef.current?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus();
            return true;
          }
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
      editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves, tags }) => {
        editorState.read(() => {
          setFormat(readFormat());
          setEmpty($isEmpty());
        });
        if (tags.has(LOAD_TAG) || (dirtyElements.size === 0 && dirtyLeaves.size === 0)) return;
        const html = editor.read(() => ($isEmpty() ? '' : $generateHtmlFromNodes(editor, null)));
        if (html === lastHtml.current) return;
        lastHtml.current = html;
        onChangeRef.current?.(html);
      }),
    );
    return () => {
      unregister();
      editor.setRootElement(null);
    };
  }, [editor]);

  useEffect(() => {
    if (value === lastHtml.current) return;
    lastHtml.current = value;
    editor.update(() => $loadHtml(editor, value), { tag: [LOAD_TAG, HISTORY_MERGE_TAG] });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled);
  }, [editor, disabled]);

  useEffect(() => {
    if (linkOpen) linkInputRef.current?.focus();
  }, [linkOpen]);

  const run = (action: () => void) => {
    action();
    editor.focus();
  };

  const toggleBlock = (block: 'h2' | 'h3') =>
    run(() =>
      editor.update(() => {
        const selection = $getSelection();
        if (!$isRangeSelection(selection)) return;
        $setBlocksType(selection, () =>
          format.block === block ? $createParagraphNode() : $createHeadingNode(block),
        );
      }),
    );

  const toggleList = (block: 'bullet' | 'number') =>
    run(() => {
      if (format.block === block) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
      else
        editor.dispatchCommand(
          block === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND,
          undefined,
        );
    });

  const closeLinkForm = () => {
    setLinkOpen(false);
    editor.update(() => $setSelection(savedSelection.current?.clone() ?? null));
    editor.focus();
  };

  const applyLink = () => {
    const url = normalizeLinkUrl(linkText);
    if (!url) {
      setLinkError(true);
      return;
    }
    setLinkOpen(false);
    editor.update(() => {
      const saved = savedSelection.current?.clone() ?? null;
      $setSelection(saved);
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) {
        $getRoot().selectEnd();
      }
      const target = $getSelection();
      if ($isRangeSelection(target) && target.isCollapsed()) {
        target.insertNodes([$createLinkNode(url).append($createTextNode(url))]);
      } else {
        $toggleLink(url);
      }
    });
    editor.focus();
  };

  const tools: Array<Omit<ToolProps, 'index' | 'focusIndex' | 'disabled'>> = [
    {
      label: 'Bold',
      shortcut: 'Control+B',
      active: format.bold,
      onRun: () => run(() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')),
      children: 'B',
    },
    {
      label: 'Italic',
      shortcut: 'Control+I',
      active: format.italic,
      onRun: () => run(() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')),
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
      onRun: () =>
        format.link ? run(() => editor.dispatchCommand(TOGGLE_LINK_COMMAND, null)) : openLinkForm(),
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
    const next =
      event.key === 'ArrowRight'
        ? focusIndex === last
          ? 0
          : focusIndex + 1
        : event.key === 'ArrowLeft'
          ? focusIndex === 0
            ? last
            : focusIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    toolbarRef.current?.querySelector<HTMLButtonElement>(`[data-tool-index="${next}"]`)?.focus();
  };

  const labelledBy = ariaLabel ? undefined : wiring.field?.labelId;

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
          <Fragment key={tool.label}>
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
              aria-describedby={linkError ? `${wiring.id ?? 'rte'}-link-error` : undefined}
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
            <LinkError id={`${wiring.id ?? 'rte'}-link-error`} role="alert">
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
          aria-labelledby={labelledBy}
          aria-describedby={wiring['aria-describedby']}
          aria-invalid={wiring['aria-invalid']}
          aria-required={wiring['aria-required']}
          aria-readonly={disabled || undefined}
          aria-placeholder={placeholder}
          contentEditable={!disabled}
          suppressContentEditableWarning
          spellCheck
          $disabled={disabled}
          onBlur={onBlur}
        />
        {empty && placeholder && <Placeholder aria-hidden="true">{placeholder}</Placeholder>}
      </Body>
    </Frame>
  );
}
