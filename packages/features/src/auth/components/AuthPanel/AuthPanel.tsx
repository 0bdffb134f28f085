import { useId, type ReactNode } from 'react';
import { Body, Page, Panel, Subtitle, Title } from './AuthPanel.styles';

export interface AuthPanelProps {
  /** The page heading, e.g. 'Sign in'. */
  title: string;
  /** One line under the heading saying what the page is for. */
  subtitle?: ReactNode;
  /** The form or message. */
  children: ReactNode;
}

/** The centred card every public account page (sign in, sign up, password, activation) sits in. */
export function AuthPanel({ title, subtitle, children }: AuthPanelProps) {
  const titleId = useId();
  return (
    <Page>
      <Panel aria-labelledby={titleId}>
        <Title id={titleId}>{title}</Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
        <Body>{children}</Body>
      </Panel>
    </Page>
  );
}
