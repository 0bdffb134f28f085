/** Length and amount limits of the spec's forms (spec 1 §5, §9), shared by the forms and the server. */
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
} as const;
