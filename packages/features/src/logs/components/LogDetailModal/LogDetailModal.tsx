import { useId, type ReactNode } from 'react';
import { Modal } from '@podoffice/ui';
import { Block, BlockTitle, Blocks, Facts, Pre } from './LogDetailModal.styles';

/** One labelled value at the top of the detail. */
export interface LogFact {
  label: string;
  value: ReactNode;
}

/** One block of text under the facts: a message, or data shown as indented JSON. */
export interface LogBlock {
  label: string;
  /** The text; JSON text is shown indented, anything else as written. */
  text: string | null;
}

export interface LogDetailModalProps {
  /** Shows the modal. */
  open: boolean;
  /** Called when the user closes it. */
  onClose: () => void;
  /** The heading, e.g. 'Activity 1234'. */
  title: string;
  /** Short values: date, type, user, what changed. */
  facts: LogFact[];
  /** Longer texts, side by side on wide screens (old and new data). */
  blocks: LogBlock[];
}

/** JSON text indented for reading; anything that is not JSON stays as written. */
export function readableJson(text: string | null): string {
  if (text === null || text.trim() === '') return '—';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** The detail of one log line: its facts, then its message or its old and new data. */
export function LogDetailModal({ open, onClose, title, facts, blocks }: LogDetailModalProps) {
  const baseId = useId();
  return (
    <Modal open={open} onClose={onClose} title={title} width={880}>
      <Facts>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </Facts>
      <Blocks>
        {blocks.map((block, i) => (
          <Block key={block.label}>
            <BlockTitle id={`${baseId}-${i}`}>{block.label}</BlockTitle>
            {/* A region that scrolls on its own: focusable so keyboard users can scroll it. */}
            <Pre role="region" tabIndex={0} aria-labelledby={`${baseId}-${i}`}>
              {readableJson(block.text)}
            </Pre>
          </Block>
        ))}
      </Blocks>
    </Modal>
  );
}
