import { useState, type ComponentType } from 'react';

/** A filter bar's props: the filters in force and the call with new ones. */
interface FiltersProps {
  value: unknown;
  onChange: (value: never) => void;
}

/**
 * A story's render for a filter bar: keeps the filters in state, as a screen keeps them in the
 * address, and still reports each change to the story's onChange.
 *
 * @example
 * const meta = { component: OrderFilters, render: controlledFilters(OrderFilters), args: { ... } };
 */
export function controlledFilters<Props extends FiltersProps>(Filters: ComponentType<Props>) {
  type Value = Props['value'];
  function Controlled(props: Props) {
    const [value, setValue] = useState<Value>(props.value);
    const report = props.onChange as (value: Value) => void;
    const onChange = (next: Value) => {
      setValue(next);
      report(next);
    };
    return <Filters {...props} {...{ value, onChange }} />;
  }
  return function render(args: Props) {
    return <Controlled {...args} />;
  };
}
