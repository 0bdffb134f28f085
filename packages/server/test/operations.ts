// The GraphQL documents the tests send, written as a client would.

export const ME = `{ me { id email first_name last_name status activated is_special created_at roles { id name } } }`;

export const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { token expired_at user { id email first_name roles { name } } }
}`;

export const LOGOUT = `mutation Logout { logout }`;

export const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) }`;

export const ACTIVATE = `mutation Activate($token: String!) { accountActivation(token: $token) }`;

export const RESET_PASSWORD = `mutation Reset($email: String!) { resetPassword(email: $email) }`;

export const RESET_BY_TOKEN = `mutation ResetByToken($token: String!, $pass: String!) {
  resetPasswordByToken(token: $token, pass: $pass)
}`;

export const CHANGE_PASSWORD = `mutation Change($id: ID!, $current: String, $next: String!) {
  changePassword(id: $id, current_password: $current, new_password: $next)
}`;

export const USERS_BY_ROLE = `query UsersByRole($role: String!, $status: Boolean, $search: String) {
  usersByRole(role: $role, status: $status, search: $search) { id email first_name last_name status roles { name } }
}`;

/** What the Balance and Products site filters ask (every signed-in role may). */
export const SITE_PICKER = `query SitePicker($filter: SiteFilter) {
  sites(filter: $filter) { count hits { id title domain platform user { id first_name last_name } } }
}`;

/** What the seller filters of Balance and Sites ask (every staff role may). */
export const SELLER_PICKER = `query SellerPicker($role: String!, $search: String) {
  usersByRole(role: $role, search: $search) { id first_name last_name }
}`;

export const SITES = `query Sites($filter: SiteFilter) {
  sites(filter: $filter) {
    count
    hits { id title domain platform status verified type api_key is_auto_fetch_order user { id first_name last_name } webhooks { id topic address delivery_url } }
  }
}`;

export const BALANCES = `query Balances($filter: BalanceFilter) {
  balances(filter: $filter) {
    count depositAmounts pendingDepositAmounts pendingAmounts fullfilledAmounts
    hits {
      id action actionNotes amount fee method transaction_id status order_id created_at updated_at
      creater { id first_name last_name }
      updater { id first_name last_name }
      site { id title domain platform }
    }
  }
}`;

const BALANCE_FIELDS = `id action actionNotes amount fee method transaction_id status created_at updated_at
  creater { id first_name } updater { id first_name } site { id title }`;

export const CREATE_BALANCE = `mutation CreateBalance($transaction_id: String!, $site_id: ID!, $amount: Float!, $action_notes: String, $approved: Boolean!, $method: DepositMethod) {
  createBalance(transaction_id: $transaction_id, site_id: $site_id, amount: $amount, action_notes: $action_notes, approved: $approved, method: $method) { ${BALANCE_FIELDS} }
}`;

export const CREATE_CARD_CHECKOUT = `mutation CreateCardCheckout($site_id: ID!, $amount: Float!, $action_notes: String) {
  createCardCheckout(site_id: $site_id, amount: $amount, action_notes: $action_notes) { order_id approve_url mode }
}`;

export const UPDATE_BALANCE = `mutation UpdateBalance($id: ID!, $status: BalanceStatus!) {
  updateBalance(id: $id, status: $status) { ${BALANCE_FIELDS} }
}`;

export interface BalanceHit {
  id: string;
  action: 'Deposit' | 'Fulfilled';
  status: 'Pending' | 'Approved' | 'Denied';
  amount: number;
  fee: number;
  method: string | null;
  transaction_id: string | null;
  actionNotes: string | null;
  created_at: string;
  updated_at: string;
  creater: { id: string; first_name: string } | null;
  updater: { id: string; first_name: string } | null;
  site: { id: string; title: string };
}

export interface BalanceList {
  count: number;
  depositAmounts: number;
  pendingDepositAmounts: number;
  pendingAmounts: number;
  fullfilledAmounts: number;
  hits: BalanceHit[];
}

export interface SiteHit {
  id: string;
  title: string;
  platform: string;
  status: boolean;
  verified: boolean;
  api_key: string | null;
  user: { id: string; first_name: string };
  webhooks: { topic: string }[];
}
