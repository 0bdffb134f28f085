import {
  DndContext,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useMemo, useRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../../icons/Icons';
import { useKeyboardSensor } from './useKeyboardSensor';
import { Content, Empty, Handle, Root, Row, Rows } from './OrderableList.styles';

export interface OrderableListProps<T> {
  /** Names the list for assistive technology, e.g. 'Attributes'. */
  label: string;
  /** The rows in their order. */
  items: readonly T[];
  /** A key that stays with a row while it moves (not its index). */
  getKey: (item: T, index: number) => string;
  /** What a row is called in its buttons and in the drag announcements, e.g. 'Color'. */
  itemName: (item: T, index: number) => string;
  /** The row's own fields. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Called when a row is dropped at another place: move it from `from` to `to`. */
  onReorder: (from: number, to: number) => void;
  /** Adds a Remove button to each row that calls this with the row's index. */
  onRemove?: (index: number) => void;
  /** Adds a button after the rows that calls this. */
  onAdd?: () => void;
  /** Text of the add button. */
  addLabel?: string;
  /** Shown instead of the rows when there are none. */
  emptyText?: ReactNode;
  /** Blocks moving, removing and adding. */
  disabled?: boolean;
}

/** `items` with the row at `from` moved to `to`: what a parent does in onReorder. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  return arrayMove([...items], from, to);
}

function SortableRow({
  id,
  name,
  disabled,
  onRemove,
  children,
}: {
  id: string;
  name: string;
  disabled: boolean;
  onRemove?: () => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } =
    useSortable({ id, disabled });
  return (
    <Row
      ref={setNodeRef}
      data-row-id={id}
      $dragging={isDragging}
      style={{ transform: transform ? `translateY(${transform.y}px)` : undefined }}
    >
      <Handle
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${name}`}
        disabled={disabled}
      >
        ⋮⋮
      </Handle>
      <Content>{children}</Content>
      {onRemove && (
        <IconButton label={`Remove ${name}`} onClick={onRemove} disabled={disabled}>
          <CloseIcon />
        </IconButton>
      )}
    </Row>
  );
}

// Module constants: dnd-kit makes new sensors, and gives every handle new listeners, for new options.
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

/**
 * Rows the user puts in order (the product type form's attributes and print areas):
 * drag a row by its handle, or focus the handle and press Space, the arrow keys and Space again
 * (Escape cancels), each step announced. The rows' fields are the parent's (renderItem).
 */
export function OrderableList<T>({
  label,
  items,
  getKey,
  itemName,
  renderItem,
  onReorder,
  onRemove,
  onAdd,
  addLabel = 'Add',
  emptyText,
  disabled = false,
}: OrderableListProps<T>) {
  const ids = items.map(getKey);
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useKeyboardSensor(KEYBOARD_OPTIONS),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onReorder(from, to);
  };

  // The announcements read the latest rows through a ref, so a typed letter does not rebuild them.
  const latest = useRef({ items, ids, itemName });
  latest.current = { items, ids, itemName };
  const announcements = useMemo(() => {
    type Id = { id: string | number };
    const nameOf = ({ id }: Id) => {
      const { items: rows, ids: keys, itemName: name } = latest.current;
      const index = keys.indexOf(String(id));
      return index >= 0 ? name(rows[index] as T, index) : String(id);
    };
    const placeOf = ({ id }: Id) => latest.current.ids.indexOf(String(id)) + 1;
    return {
      onDragStart: ({ active }: { active: Id }) =>
        `Picked up ${nameOf(active)}. Arrow keys move it, Space drops it, Escape cancels.`,
      onDragOver: ({ active, over }: { active: Id; over: Id | null }) =>
        over
          ? `${nameOf(active)} is over place ${placeOf(over)}.`
          : `${nameOf(active)} is not over a place.`,
      onDragEnd: ({ active, over }: { active: Id; over: Id | null }) =>
        over
          ? `${nameOf(active)} dropped at place ${placeOf(over)}.`
          : `${nameOf(active)} dropped.`,
      onDragCancel: ({ active }: { active: Id }) => `Moving ${nameOf(active)} was cancelled.`,
    };
  }, []);

  return (
    <Root>
      {items.length === 0 && emptyText ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={{ announcements }}
          onDragEnd={onDragEnd}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <Rows aria-label={label}>
              {items.map((item, index) => (
                <SortableRow
                  key={ids[index]}
                  id={ids[index] as string}
                  name={itemName(item, index)}
                  disabled={disabled}
                  onRemove={onRemove && (() => onRemove(index))}
                >
                  {renderItem(item, index)}
                </SortableRow>
              ))}
            </Rows>
          </SortableContext>
        </DndContext>
      )}
      {onAdd && (
        <div>
          <Button onClick={onAdd} disabled={disabled}>
            {addLabel}
          </Button>
        </div>
      )}
    </Root>
  );
}
