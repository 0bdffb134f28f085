import { Heading, Note, Section } from './PlannedPage.styles';

export interface PlannedPageProps {
  /** The name of the screen that will live here. */
  name: string;
}

/** Stands in for a screen of the route table that a later issue builds. */
export function PlannedPage({ name }: PlannedPageProps) {
  return (
    <Section aria-labelledby="planned-page-heading">
      <Heading id="planned-page-heading">{name}</Heading>
      <Note>This screen is not built yet.</Note>
    </Section>
  );
}
