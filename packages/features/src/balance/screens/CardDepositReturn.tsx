import { MESSAGES } from '@podoffice/domain';
import { Alert } from '@podoffice/ui';
import { useCardDepositReturn } from './cardPayment';

export interface CardDepositReturnProps {
  /** Whether the signed-in user may make deposits; a return for anyone else is only cleaned away. */
  canDeposit: boolean;
}

/**
 * The payer's way back from the card provider, handled (useCardDepositReturn) with its 'capturing'
 * notice. BalanceScreen loads it only when the address carries a card return, so the balance page
 * does not ship the capture code to every visit.
 */
export function CardDepositReturn({ canDeposit }: CardDepositReturnProps) {
  const { capturing } = useCardDepositReturn(canDeposit);
  return capturing ? <Alert variant="info">{MESSAGES.cardDepositCapturing}</Alert> : null;
}
