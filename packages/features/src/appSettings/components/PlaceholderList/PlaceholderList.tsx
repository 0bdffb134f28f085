import type { TemplatePlaceholder } from '@podoffice/domain';
import { Code, Description, Grid, Intro, Wrapper } from './PlaceholderList.styles';

export interface PlaceholderListProps {
  /** The placeholders the template may use. */
  placeholders: readonly TemplatePlaceholder[];
}

/** Documents the {{placeholders}} a template may contain and what each is replaced with. */
export function PlaceholderList({ placeholders }: PlaceholderListProps) {
  return (
    <Wrapper>
      <Intro>Placeholders, replaced when the text is sent:</Intro>
      <Grid>
        {placeholders.map((p) => (
          <div key={p.name}>
            <dt>
              <Code>{`{{${p.name}}}`}</Code>
            </dt>
            <Description>{p.description}</Description>
          </div>
        ))}
      </Grid>
    </Wrapper>
  );
}
