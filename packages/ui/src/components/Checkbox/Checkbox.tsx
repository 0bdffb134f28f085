import {
  useCallback,
  useLayoutEffect,
  useRef,
  type ComponentPropsWithRef,
  type ReactNode,
  type Ref,
} from 'react';
import { useFieldWiring } from '../FormField/FormFieldContext';
import { Box, Wrapper } from './Checkbox.styles';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** Text next to the box; without it give the box an aria-label. */
  label?: ReactNode;
  /** Shows the mixed state, e.g. a 'select all' box when only some rows are selected. */
  indeterminate?: boolean;
  /** Draws the error state and sets aria-invalid. */
  invalid?: boolean;
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * A native checkbox with its label. Its onChange is the native event, so Formik's
 * handleChange works as is with `name` and `checked`.
 */
export function Checkbox({
  label,
  indeterminate = false,
  invalid,
  disabled = false,
  className,
  style,
  ref,
  ...rest
}: CheckboxProps) {
  const wiring = useFieldWiring({ ...rest, invalid });
  const inner = useRef<HTMLInputElement | null>(null);

  // `indeterminate` is a DOM property with no attribute: set with the commit, before the browser
  // paints or takes the next key, so a click or Space right after a change toggles what is shown.
  useLayoutEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      inner.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  const box = (
    <Box
      type="checkbox"
      disabled={disabled}
      {...rest}
      ref={setRef}
      id={wiring.id}
      name={wiring.name}
      aria-describedby={wiring['aria-describedby']}
      aria-invalid={wiring['aria-invalid']}
      aria-required={wiring['aria-required']}
      $invalid={wiring.invalid}
      className={label ? undefined : className}
      style={label ? undefined : style}
    />
  );

  if (!label) return box;
  return (
    <Wrapper className={className} style={style} $disabled={disabled}>
      {box}
      <span>{label}</span>
    </Wrapper>
  );
}
