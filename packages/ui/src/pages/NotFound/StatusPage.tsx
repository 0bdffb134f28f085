import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { StyledButton } from '../../components/Button/Button.styles';
import { Code, Heading, Message, Wrapper } from './StatusPage.styles';

/** Where Back to Home leads. */
export const HOME_PATH = '/dashboard';

export interface BackToHomeProps {
  /** Called by Back to Home, e.g. the router's navigate('/dashboard'); takes precedence over href. */
  onBack?: () => void;
  /** Address of Back to Home when there is no onBack: a plain link. */
  href?: string;
  /** Text of the button. */
  backLabel?: string;
  /** Level of the page's heading: 2 inside AppLayout, whose title bar holds the h1. */
  headingLevel?: 1 | 2;
}

interface StatusPageProps extends BackToHomeProps {
  code: string;
  heading?: string;
  message: ReactNode;
}

/** The shared body of NotFound and AccessDenied: a status, a message and Back to Home. */
export function StatusPage({
  code,
  heading,
  message,
  onBack,
  href = HOME_PATH,
  backLabel = 'Back to Home',
  headingLevel = 1,
}: StatusPageProps) {
  const tag = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Wrapper>
      {heading ? (
        <>
          <Code>{code}</Code>
          <Heading as={tag}>{heading}</Heading>
        </>
      ) : (
        <Code as={tag}>{code}</Code>
      )}
      <Message>{message}</Message>
      {onBack ? (
        <Button variant="primary" onClick={onBack}>
          {backLabel}
        </Button>
      ) : (
        <StyledButton as="a" href={href} $variant="primary" $size="md" $block={false}>
          {backLabel}
        </StyledButton>
      )}
    </Wrapper>
  );
}
