import { GraphQLResolveInfo } from 'graphql';
import { Context } from './context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type Balance = {
  __typename?: 'Balance';
  action: BalanceAction;
  actionNotes?: Maybe<Scalars['String']['output']>;
  /** credited amount in dollars (after the method's fee) */
  amount: Scalars['Float']['output'];
  created_at: Scalars['String']['output'];
  creater?: Maybe<BalancePerson>;
  /** fee taken from the deposit, in dollars */
  fee: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  method?: Maybe<DepositMethod>;
  order_id?: Maybe<Scalars['ID']['output']>;
  site?: Maybe<BalanceSite>;
  status: BalanceStatus;
  transaction_id?: Maybe<Scalars['String']['output']>;
  updated_at: Scalars['String']['output'];
  updater?: Maybe<BalancePerson>;
};

export type BalanceAction =
  | 'Deposit'
  | 'Fulfilled';

export type BalanceFilter = {
  action?: InputMaybe<BalanceAction>;
  /** ISO date-time, inclusive */
  from?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  site_id?: InputMaybe<Scalars['ID']['input']>;
  /** ISO date-time, inclusive */
  to?: InputMaybe<Scalars['String']['input']>;
  /** the seller whose entries to show (staff only; sellers always get their own) */
  user_id?: InputMaybe<Scalars['ID']['input']>;
};

export type BalanceList = {
  __typename?: 'BalanceList';
  count: Scalars['Int']['output'];
  /** approved deposits */
  depositAmounts: Scalars['Float']['output'];
  /** order charges settled (paid) */
  fullfilledAmounts: Scalars['Float']['output'];
  hits: Array<Balance>;
  /** order charges not yet settled */
  pendingAmounts: Scalars['Float']['output'];
  /** deposits waiting for approval */
  pendingDepositAmounts: Scalars['Float']['output'];
};

export type BalancePerson = {
  __typename?: 'BalancePerson';
  email: Scalars['String']['output'];
  first_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last_name: Scalars['String']['output'];
};

export type BalanceSite = {
  __typename?: 'BalanceSite';
  domain: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  platform: Platform;
  title: Scalars['String']['output'];
};

export type BalanceStatus =
  | 'Approved'
  | 'Denied'
  | 'Pending';

/** How a deposit was paid; decides the fee of spec 1 §9. */
export type DepositMethod =
  | 'card_express'
  | 'manual'
  | 'manual_second';

export type FileRef = {
  __typename?: 'FileRef';
  id: Scalars['ID']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

export type LoginResult = {
  __typename?: 'LoginResult';
  /** ISO 8601 time when the token stops being accepted */
  expired_at: Scalars['String']['output'];
  token: Scalars['String']['output'];
  user: User;
};

export type Mutation = {
  __typename?: 'Mutation';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  accountActivation: Scalars['Boolean']['output'];
  /** current_password is required unless an administrator changes another user's password. */
  changePassword: Scalars['Boolean']['output'];
  /** Sellers deposit on their own sites with approved false; staff of Accounting or Administrator may record an approved deposit. */
  createBalance: Balance;
  login: LoginResult;
  /** Creates an inactive Seller account and mails its activation link; returns the new id. */
  register: Scalars['ID']['output'];
  /** Mails a reset link when the address belongs to an account; answers true either way. */
  resetPassword: Scalars['Boolean']['output'];
  resetPasswordByToken: Scalars['Boolean']['output'];
  /** Administrator and Accounting move a Pending entry to Approved or Denied; both are final. */
  updateBalance: Balance;
};


export type MutationAccountActivationArgs = {
  token: Scalars['String']['input'];
};


export type MutationChangePasswordArgs = {
  current_password?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  new_password: Scalars['String']['input'];
};


export type MutationCreateBalanceArgs = {
  action_notes?: InputMaybe<Scalars['String']['input']>;
  amount: Scalars['Float']['input'];
  approved: Scalars['Boolean']['input'];
  method?: InputMaybe<DepositMethod>;
  site_id: Scalars['ID']['input'];
  transaction_id: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationResetPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordByTokenArgs = {
  pass: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationUpdateBalanceArgs = {
  id: Scalars['ID']['input'];
  status: BalanceStatus;
};

export type Platform =
  | 'api'
  | 'import'
  | 'shopbase'
  | 'shopify'
  | 'woocommerce';

export type Query = {
  __typename?: 'Query';
  balances: BalanceList;
  /** The signed-in user. */
  me: User;
  /** A health probe: always true. */
  ping: Scalars['Boolean']['output'];
  /** A seller gets only their own sites; staff get every seller's. */
  sites: SiteList;
  /** Users holding a role (staff only), e.g. the sellers for the balance seller filter. */
  usersByRole: Array<User>;
};


export type QueryBalancesArgs = {
  filter?: InputMaybe<BalanceFilter>;
};


export type QuerySitesArgs = {
  filter?: InputMaybe<SiteFilter>;
};


export type QueryUsersByRoleArgs = {
  role: Scalars['String']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['Boolean']['input']>;
};

export type RegisterInput = {
  email: Scalars['String']['input'];
  first_name: Scalars['String']['input'];
  last_name: Scalars['String']['input'];
  pass: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};

export type Role = {
  __typename?: 'Role';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Site = {
  __typename?: 'Site';
  api_key?: Maybe<Scalars['String']['output']>;
  domain: Scalars['String']['output'];
  domain_name?: Maybe<Scalars['String']['output']>;
  email_support?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  is_auto_fetch_order: Scalars['Boolean']['output'];
  platform: Platform;
  rebrandly_domain?: Maybe<Scalars['String']['output']>;
  /** false once the site is deleted (disabled) */
  status: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  type?: Maybe<Scalars['String']['output']>;
  user: SiteUser;
  /** true is Connected, false is Pending */
  verified: Scalars['Boolean']['output'];
  webhooks: Array<Webhook>;
};

export type SiteFilter = {
  /** page size; dropdowns ask for up to 9999 */
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['Boolean']['input']>;
  user_id?: InputMaybe<Scalars['ID']['input']>;
  verified?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SiteList = {
  __typename?: 'SiteList';
  count: Scalars['Int']['output'];
  hits: Array<Site>;
};

export type SiteUser = {
  __typename?: 'SiteUser';
  first_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last_name: Scalars['String']['output'];
};

export type User = {
  __typename?: 'User';
  /** false until the account is activated from the mailed link */
  activated: Scalars['Boolean']['output'];
  address?: Maybe<Scalars['String']['output']>;
  avatar?: Maybe<FileRef>;
  birthday?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
  email: Scalars['String']['output'];
  first_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  is_special: Scalars['Boolean']['output'];
  last_name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  roles: Array<Role>;
  /** true means active; false means blocked */
  status: Scalars['Boolean']['output'];
};

export type Webhook = {
  __typename?: 'Webhook';
  address: Scalars['String']['output'];
  delivery_url?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  topic: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Balance: ResolverTypeWrapper<Balance>;
  BalanceAction: BalanceAction;
  BalanceFilter: BalanceFilter;
  BalanceList: ResolverTypeWrapper<BalanceList>;
  BalancePerson: ResolverTypeWrapper<BalancePerson>;
  BalanceSite: ResolverTypeWrapper<BalanceSite>;
  BalanceStatus: BalanceStatus;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DepositMethod: DepositMethod;
  FileRef: ResolverTypeWrapper<FileRef>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginResult: ResolverTypeWrapper<LoginResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Platform: Platform;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: RegisterInput;
  Role: ResolverTypeWrapper<Role>;
  Site: ResolverTypeWrapper<Site>;
  SiteFilter: SiteFilter;
  SiteList: ResolverTypeWrapper<SiteList>;
  SiteUser: ResolverTypeWrapper<SiteUser>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  User: ResolverTypeWrapper<User>;
  Webhook: ResolverTypeWrapper<Webhook>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Balance: Balance;
  BalanceFilter: BalanceFilter;
  BalanceList: BalanceList;
  BalancePerson: BalancePerson;
  BalanceSite: BalanceSite;
  Boolean: Scalars['Boolean']['output'];
  FileRef: FileRef;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LoginResult: LoginResult;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  RegisterInput: RegisterInput;
  Role: Role;
  Site: Site;
  SiteFilter: SiteFilter;
  SiteList: SiteList;
  SiteUser: SiteUser;
  String: Scalars['String']['output'];
  User: User;
  Webhook: Webhook;
}>;

export type BalanceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Balance'] = ResolversParentTypes['Balance']> = ResolversObject<{
  action?: Resolver<ResolversTypes['BalanceAction'], ParentType, ContextType>;
  actionNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creater?: Resolver<Maybe<ResolversTypes['BalancePerson']>, ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['DepositMethod']>, ParentType, ContextType>;
  order_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  site?: Resolver<Maybe<ResolversTypes['BalanceSite']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BalanceStatus'], ParentType, ContextType>;
  transaction_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updater?: Resolver<Maybe<ResolversTypes['BalancePerson']>, ParentType, ContextType>;
}>;

export type BalanceListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BalanceList'] = ResolversParentTypes['BalanceList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  depositAmounts?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fullfilledAmounts?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['Balance']>, ParentType, ContextType>;
  pendingAmounts?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pendingDepositAmounts?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type BalancePersonResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BalancePerson'] = ResolversParentTypes['BalancePerson']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BalanceSiteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BalanceSite'] = ResolversParentTypes['BalanceSite']> = ResolversObject<{
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FileRefResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FileRef'] = ResolversParentTypes['FileRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LoginResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = ResolversObject<{
  expired_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  accountActivation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAccountActivationArgs, 'token'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'id' | 'new_password'>>;
  createBalance?: Resolver<ResolversTypes['Balance'], ParentType, ContextType, RequireFields<MutationCreateBalanceArgs, 'amount' | 'approved' | 'site_id' | 'transaction_id'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  register?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'email'>>;
  resetPasswordByToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordByTokenArgs, 'pass' | 'token'>>;
  updateBalance?: Resolver<ResolversTypes['Balance'], ParentType, ContextType, RequireFields<MutationUpdateBalanceArgs, 'id' | 'status'>>;
}>;

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  balances?: Resolver<ResolversTypes['BalanceList'], ParentType, ContextType, Partial<QueryBalancesArgs>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sites?: Resolver<ResolversTypes['SiteList'], ParentType, ContextType, Partial<QuerySitesArgs>>;
  usersByRole?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUsersByRoleArgs, 'role'>>;
}>;

export type RoleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SiteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Site'] = ResolversParentTypes['Site']> = ResolversObject<{
  api_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  domain_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email_support?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_auto_fetch_order?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  rebrandly_domain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['SiteUser'], ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  webhooks?: Resolver<Array<ResolversTypes['Webhook']>, ParentType, ContextType>;
}>;

export type SiteListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteList'] = ResolversParentTypes['SiteList']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['Site']>, ParentType, ContextType>;
}>;

export type SiteUserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SiteUser'] = ResolversParentTypes['SiteUser']> = ResolversObject<{
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  activated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['FileRef']>, ParentType, ContextType>;
  birthday?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_special?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type WebhookResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Webhook'] = ResolversParentTypes['Webhook']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivery_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = Context> = ResolversObject<{
  Balance?: BalanceResolvers<ContextType>;
  BalanceList?: BalanceListResolvers<ContextType>;
  BalancePerson?: BalancePersonResolvers<ContextType>;
  BalanceSite?: BalanceSiteResolvers<ContextType>;
  FileRef?: FileRefResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  Site?: SiteResolvers<ContextType>;
  SiteList?: SiteListResolvers<ContextType>;
  SiteUser?: SiteUserResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Webhook?: WebhookResolvers<ContextType>;
}>;

