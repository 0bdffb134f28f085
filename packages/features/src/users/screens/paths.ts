/** Where the users screens live; the list and both forms navigate between them. */
export const USERS_PATH = '/admin/users-manager';
/** Where Add user lives. */
export const USER_FORM_PATH = '/admin/user-form';
export const userEditPath = (id: string) => `${USERS_PATH}/edit/${id}`;

/** How many export templates the supplier's template select offers. */
export const TEMPLATES_LIMIT = 100;
