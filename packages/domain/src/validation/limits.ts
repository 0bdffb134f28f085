/** Length and amount limits of the spec's forms, shared by the forms and the server. */
export const LIMITS = {
  nameMax: 50,
  passwordMax: 50,
  phoneMax: 11,
  emailMax: 254,
  depositMin: 1,
  depositStep: 0.1,
  depositDefault: 1000,
  depositMax: 1_000_000,
  transactionIdMax: 100,
  actionNotesMax: 500,
  /**
   * Any one text a request carries, whatever its field: twice the longest a form takes (a news
   * article, a policy: 100,000), so each field's own limit and message come first. Above it, a text
   * is refused at the edge before a resolver or the database reads it.
   */
  textMax: 200_000,
} as const;
