import { balanceCards, type BalanceTotals } from '@podoffice/domain';
import { StatCard } from '@podoffice/ui';
import { Grid, Root } from './BalanceCards.styles';

export interface BalanceCardsProps {
  /** The totals of the balances call; null while they load or when the call failed. */
  totals: BalanceTotals | null | undefined;
  /** Shows skeletons in place of the figures. */
  loading?: boolean;
}

/**
 * The four balance figures: Available, Pending, Paid and Pending Deposit (domain balanceCards), in
 * a row, or a 2 x 2 grid when narrow.
 */
export function BalanceCards({ totals, loading = false }: BalanceCardsProps) {
  const cards = totals ? balanceCards(totals) : null;
  return (
    <Root>
      <Grid role="group" aria-label="Balance summary">
        <StatCard
          label="Available"
          value={cards?.available}
          format="money"
          loading={loading}
          tone="success"
        />
        <StatCard
          label="Pending"
          value={cards?.pending}
          format="money"
          loading={loading}
          tone="warning"
        />
        <StatCard
          label="Paid"
          value={cards?.paid}
          format="money"
          loading={loading}
          tone="primary"
        />
        <StatCard
          label="Pending Deposit"
          value={cards?.pendingDeposit}
          format="money"
          loading={loading}
        />
      </Grid>
    </Root>
  );
}
