export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
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
