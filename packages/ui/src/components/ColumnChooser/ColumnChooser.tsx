import { useState } from 'react';
import { StrokeIcon } from '../../icons';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { IconButton } from '../IconButton';
import { Popover } from '../Popover';
import { Footer, Item, List, Moves } from './ColumnChooser.styles';

/** One column a user may show, hide or move. */
export interface ColumnChoice {
  /** The column's key, as the table knows it. */
  key: string;
  /** Its name in the list, e.g. 'Shipping method'. */
  label: string;
  /** Always shown, first ('start') or last ('end'): an id, a row's actions. */
  pinned?: 'start' | 'end';
}

export interface ColumnChooserProps {
  /** Every column the table can show, in its default order. */
  columns: readonly ColumnChoice[];
  /** The keys shown, in the order shown (pinned columns are put at their edge whatever it says). */
  value: readonly string[];
  /** Called with the keys to show, in order, after each change. */
  onChange: (value: string[]) => void;
  /** The keys shown until the user chooses; 'Default columns' goes back to them. */
  defaultValue: readonly string[];
  /** The trigger's text. */
  label?: string;
}

/** The keys in display order: the start pins, the shown columns as ordered, the end pins. */
function normalized(columns: readonly ColumnChoice[], value: readonly string[]): string[] {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const middle = value.filter((key, i) => {
    const column = byKey.get(key);
    return column !== undefined && !column.pinned && value.indexOf(key) === i;
  });
  const pinned = (edge: 'start' | 'end') =>
    columns.filter((c) => c.pinned === edge).map((c) => c.key);
  return [...pinned('start'), ...middle, ...pinned('end')];
}

function ArrowIcon({ up }: { up: boolean }) {
  return (
    <StrokeIcon size={14} strokeWidth="2.5" strokeLinecap="round">
      <path d={up ? 'M12 19V5M6 11l6-6 6 6' : 'M12 5v14M6 13l6 6 6-6'} />
    </StrokeIcon>
  );
}

/**
 * A 'Columns' button whose panel lists a table's columns: a box shows or hides each, Move up and
 * Move down order the shown ones, 'Default columns' restores the table's own. Pinned columns stay
 * shown at their edge. The caller keeps the choice (and remembers it).
 */
export function ColumnChooser({
  columns,
  value,
  onChange,
  defaultValue,
  label = 'Columns',
}: ColumnChooserProps) {
  const [open, setOpen] = useState(false);
  const shown = normalized(columns, value);
  const hidden = columns.filter((c) => !shown.includes(c.key));
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const ordered = [...shown.map((key) => byKey.get(key)).filter((c) => c !== undefined), ...hidden];
  const movable = shown.filter((key) => !byKey.get(key)?.pinned);
  const isDefault = normalized(columns, defaultValue).join() === shown.join();

  const change = (next: string[]) => onChange(normalized(columns, next));
  const toggle = (key: string) =>
    change(shown.includes(key) ? shown.filter((k) => k !== key) : [...shown, key]);
  const move = (key: string, by: -1 | 1) => {
    const at = movable.indexOf(key);
    const next = [...movable];
    [next[at], next[at + by]] = [next[at + by] as string, key];
    change(next);
  };

  return (
    <Popover label={label} title="Columns shown" open={open} onOpenChange={setOpen} width={300}>
      <List>
        {ordered.map((column) => {
          const on = shown.includes(column.key);
          const at = movable.indexOf(column.key);
          return (
            <Item key={column.key}>
              <Checkbox
                label={column.label}
                checked={on}
                disabled={column.pinned !== undefined}
                onChange={() => toggle(column.key)}
              />
              {at >= 0 && (
                <Moves>
                  <IconButton
                    size="sm"
                    label={`Move ${column.label} up`}
                    disabled={at === 0}
                    onClick={() => move(column.key, -1)}
                  >
                    <ArrowIcon up />
                  </IconButton>
                  <IconButton
                    size="sm"
                    label={`Move ${column.label} down`}
                    disabled={at === movable.length - 1}
                    onClick={() => move(column.key, 1)}
                  >
                    <ArrowIcon up={false} />
                  </IconButton>
                </Moves>
              )}
            </Item>
          );
        })}
      </List>
      <Footer>
        <Button
          size="sm"
          variant="link"
          disabled={isDefault}
          onClick={() => change([...defaultValue])}
        >
          Default columns
        </Button>
      </Footer>
    </Popover>
  );
}
