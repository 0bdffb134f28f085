/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type BalanceAction =
  | 'Deposit'
  | 'Fulfilled';

export type BalanceFilter = {
  action?: BalanceAction | null | undefined;
  /** ISO date-time, inclusive */
  from?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  site_id?: string | null | undefined;
  /** ISO date-time, inclusive */
  to?: string | null | undefined;
  /** the seller whose entries to show (staff only; sellers always get their own) */
  user_id?: string | null | undefined;
};

export type BalanceStatus =
  | 'Approved'
  | 'Denied'
  | 'Pending';

/** How a deposit was paid; decides the deposit's fee. */
export type DepositMethod =
  | 'card_express'
  | 'manual'
  | 'manual_second';

export type Platform =
  | 'api'
  | 'import'
  | 'shopbase'
  | 'shopify'
  | 'woocommerce';

export type SiteFilter = {
  /** page size; dropdowns ask for up to 9999 */
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  /** only sites of this platform, e.g. api for the Api/CSV Orders' site selector (every platform when omitted) */
  platform?: Platform | null | undefined;
  status?: boolean | null | undefined;
  user_id?: string | null | undefined;
  verified?: boolean | null | undefined;
};

export type BalancePersonFieldsFragment = { id: string, first_name: string, last_name: string };

export type BalanceEntryFragment = { id: string, action: Types.BalanceAction, actionNotes: string | null, amount: number, fee: number, method: Types.DepositMethod | null, transaction_id: string | null, status: Types.BalanceStatus, order_id: string | null, created_at: string, updated_at: string, creater: { id: string, first_name: string, last_name: string } | null, updater: { id: string, first_name: string, last_name: string } | null, site: { id: string, title: string, domain: string, platform: Types.Platform } | null };

export type BalancesQueryVariables = Exact<{
  filter?: Types.BalanceFilter | null | undefined;
}>;


export type BalancesQuery = { balances: { count: number, depositAmounts: number, pendingDepositAmounts: number, pendingAmounts: number, fullfilledAmounts: number, hits: Array<{ id: string, action: Types.BalanceAction, actionNotes: string | null, amount: number, fee: number, method: Types.DepositMethod | null, transaction_id: string | null, status: Types.BalanceStatus, order_id: string | null, created_at: string, updated_at: string, creater: { id: string, first_name: string, last_name: string } | null, updater: { id: string, first_name: string, last_name: string } | null, site: { id: string, title: string, domain: string, platform: Types.Platform } | null }> } };

export type BalanceTotalsQueryVariables = Exact<{
  filter?: Types.BalanceFilter | null | undefined;
}>;


export type BalanceTotalsQuery = { balances: { count: number, depositAmounts: number, pendingDepositAmounts: number, pendingAmounts: number, fullfilledAmounts: number } };

export type CreateBalanceMutationVariables = Exact<{
  transaction_id: string;
  site_id: string;
  amount: number;
  action_notes?: string | null | undefined;
  approved: boolean;
  method?: Types.DepositMethod | null | undefined;
}>;


export type CreateBalanceMutation = { createBalance: { id: string, action: Types.BalanceAction, actionNotes: string | null, amount: number, fee: number, method: Types.DepositMethod | null, transaction_id: string | null, status: Types.BalanceStatus, order_id: string | null, created_at: string, updated_at: string, creater: { id: string, first_name: string, last_name: string } | null, updater: { id: string, first_name: string, last_name: string } | null, site: { id: string, title: string, domain: string, platform: Types.Platform } | null } };

export type CreateCardCheckoutMutationVariables = Exact<{
  site_id: string;
  amount: number;
  action_notes?: string | null | undefined;
}>;


export type CreateCardCheckoutMutation = { createCardCheckout: { order_id: string, approve_url: string, mode: string } };

export type UpdateBalanceMutationVariables = Exact<{
  id: string;
  status: Types.BalanceStatus;
}>;


export type UpdateBalanceMutation = { updateBalance: { id: string, action: Types.BalanceAction, actionNotes: string | null, amount: number, fee: number, method: Types.DepositMethod | null, transaction_id: string | null, status: Types.BalanceStatus, order_id: string | null, created_at: string, updated_at: string, creater: { id: string, first_name: string, last_name: string } | null, updater: { id: string, first_name: string, last_name: string } | null, site: { id: string, title: string, domain: string, platform: Types.Platform } | null } };

export type BalanceSitesQueryVariables = Exact<{
  filter?: Types.SiteFilter | null | undefined;
}>;


export type BalanceSitesQuery = { sites: { count: number, hits: Array<{ id: string, title: string, domain: string, platform: Types.Platform, user: { id: string, first_name: string, last_name: string } }> } };

export type SellersQueryVariables = Exact<{
  search?: string | null | undefined;
  withEmail?: boolean | null | undefined;
}>;


export type SellersQuery = { usersByRole: Array<{ id: string, first_name: string, last_name: string, email?: string }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const BalancePersonFieldsFragmentDoc = new TypedDocumentString(`
    fragment BalancePersonFields on BalancePerson {
  id
  first_name
  last_name
}
    `, {"fragmentName":"BalancePersonFields"});
export const BalanceEntryFragmentDoc = new TypedDocumentString(`
    fragment BalanceEntry on Balance {
  id
  action
  actionNotes
  amount
  fee
  method
  transaction_id
  status
  order_id
  creater {
    ...BalancePersonFields
  }
  updater {
    ...BalancePersonFields
  }
  site {
    id
    title
    domain
    platform
  }
  created_at
  updated_at
}
    fragment BalancePersonFields on BalancePerson {
  id
  first_name
  last_name
}`, {"fragmentName":"BalanceEntry"});
export const BalancesDocument = new TypedDocumentString(`
    query Balances($filter: BalanceFilter) {
  balances(filter: $filter) {
    count
    hits {
      ...BalanceEntry
    }
    depositAmounts
    pendingDepositAmounts
    pendingAmounts
    fullfilledAmounts
  }
}
    fragment BalancePersonFields on BalancePerson {
  id
  first_name
  last_name
}
fragment BalanceEntry on Balance {
  id
  action
  actionNotes
  amount
  fee
  method
  transaction_id
  status
  order_id
  creater {
    ...BalancePersonFields
  }
  updater {
    ...BalancePersonFields
  }
  site {
    id
    title
    domain
    platform
  }
  created_at
  updated_at
}`);
export const BalanceTotalsDocument = new TypedDocumentString(`
    query BalanceTotals($filter: BalanceFilter) {
  balances(filter: $filter) {
    count
    depositAmounts
    pendingDepositAmounts
    pendingAmounts
    fullfilledAmounts
  }
}
    `);
export const CreateBalanceDocument = new TypedDocumentString(`
    mutation CreateBalance($transaction_id: String!, $site_id: ID!, $amount: Float!, $action_notes: String, $approved: Boolean!, $method: DepositMethod) {
  createBalance(
    transaction_id: $transaction_id
    site_id: $site_id
    amount: $amount
    action_notes: $action_notes
    approved: $approved
    method: $method
  ) {
    ...BalanceEntry
  }
}
    fragment BalancePersonFields on BalancePerson {
  id
  first_name
  last_name
}
fragment BalanceEntry on Balance {
  id
  action
  actionNotes
  amount
  fee
  method
  transaction_id
  status
  order_id
  creater {
    ...BalancePersonFields
  }
  updater {
    ...BalancePersonFields
  }
  site {
    id
    title
    domain
    platform
  }
  created_at
  updated_at
}`);
export const CreateCardCheckoutDocument = new TypedDocumentString(`
    mutation CreateCardCheckout($site_id: ID!, $amount: Float!, $action_notes: String) {
  createCardCheckout(
    site_id: $site_id
    amount: $amount
    action_notes: $action_notes
  ) {
    order_id
    approve_url
    mode
  }
}
    `);
export const UpdateBalanceDocument = new TypedDocumentString(`
    mutation UpdateBalance($id: ID!, $status: BalanceStatus!) {
  updateBalance(id: $id, status: $status) {
    ...BalanceEntry
  }
}
    fragment BalancePersonFields on BalancePerson {
  id
  first_name
  last_name
}
fragment BalanceEntry on Balance {
  id
  action
  actionNotes
  amount
  fee
  method
  transaction_id
  status
  order_id
  creater {
    ...BalancePersonFields
  }
  updater {
    ...BalancePersonFields
  }
  site {
    id
    title
    domain
    platform
  }
  created_at
  updated_at
}`);
export const BalanceSitesDocument = new TypedDocumentString(`
    query BalanceSites($filter: SiteFilter) {
  sites(filter: $filter) {
    count
    hits {
      id
      title
      domain
      platform
      user {
        id
        first_name
        last_name
      }
    }
  }
}
    `);
export const SellersDocument = new TypedDocumentString(`
    query Sellers($search: String, $withEmail: Boolean = false) {
  usersByRole(role: "Seller", search: $search) {
    id
    first_name
    last_name
    email @include(if: $withEmail)
  }
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    Balances: build.query<BalancesQuery, BalancesQueryVariables | void>({
      query: (variables) => ({ document: BalancesDocument as unknown as string, variables })
    }),
    BalanceTotals: build.query<BalanceTotalsQuery, BalanceTotalsQueryVariables | void>({
      query: (variables) => ({ document: BalanceTotalsDocument as unknown as string, variables })
    }),
    CreateBalance: build.mutation<CreateBalanceMutation, CreateBalanceMutationVariables>({
      query: (variables) => ({ document: CreateBalanceDocument as unknown as string, variables })
    }),
    CreateCardCheckout: build.mutation<CreateCardCheckoutMutation, CreateCardCheckoutMutationVariables>({
      query: (variables) => ({ document: CreateCardCheckoutDocument as unknown as string, variables })
    }),
    UpdateBalance: build.mutation<UpdateBalanceMutation, UpdateBalanceMutationVariables>({
      query: (variables) => ({ document: UpdateBalanceDocument as unknown as string, variables })
    }),
    BalanceSites: build.query<BalanceSitesQuery, BalanceSitesQueryVariables | void>({
      query: (variables) => ({ document: BalanceSitesDocument as unknown as string, variables })
    }),
    Sellers: build.query<SellersQuery, SellersQueryVariables | void>({
      query: (variables) => ({ document: SellersDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useBalancesQuery, useLazyBalancesQuery, useBalanceTotalsQuery, useLazyBalanceTotalsQuery, useCreateBalanceMutation, useCreateCardCheckoutMutation, useUpdateBalanceMutation, useBalanceSitesQuery, useLazyBalanceSitesQuery, useSellersQuery, useLazySellersQuery } = injectedRtkApi;

