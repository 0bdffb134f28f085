import { Checkbox } from '@podoffice/ui';
import { OptionGroup, OptionList } from './ProductForm.styles';
import { optionOf, withOption, type VariantRow } from './productFormValues';

export interface VariantOptionsProps {
  /** The type's title, for the groups' names. */
  typeTitle: string;
  /** Every variant the type offers (the table's rows when the form opened). */
  candidates: VariantRow[];
  /** The type's rows now. */
  rows: VariantRow[];
  /** The type's rows after a choice, in the candidates' order. */
  onChange: (rows: VariantRow[]) => void;
}

/**
 * The type's variants chosen by their options (issue 28: the seed's All-Over Print Tee has 2,000
 * variants, four times what a product may hold): an option unticked takes every variant with it
 * out of the table, ticked again brings back those whose other options are all still in. An
 * option stays ticked while any variant of it is in the table (Remove takes single rows out).
 */
export function VariantOptions({ typeTitle, candidates, rows, onChange }: VariantOptionsProps) {
  const names = [...new Set(candidates.flatMap((c) => c.options.map((o) => o.name)))];
  const optionsOf = (name: string) => [
    ...new Set(candidates.map((c) => optionOf(c, name)).filter((o): o is string => Boolean(o))),
  ];
  // Only attributes with a choice to make.
  const choosable = names.filter((name) => optionsOf(name).length > 1);
  if (choosable.length === 0) return null;
  const inTable = (name: string) => new Set(rows.map((r) => optionOf(r, name)));

  return (
    <>
      {choosable.map((name) => {
        const present = inTable(name);
        return (
          <OptionGroup key={name} aria-label={`${name} of ${typeTitle}`}>
            <legend>{name}</legend>
            <OptionList>
              {optionsOf(name).map((option) => (
                <Checkbox
                  key={option}
                  label={option}
                  checked={present.has(option)}
                  onChange={(event) =>
                    onChange(withOption(candidates, rows, name, option, event.target.checked))
                  }
                />
              ))}
            </OptionList>
          </OptionGroup>
        );
      })}
    </>
  );
}
