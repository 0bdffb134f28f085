import { number, string, type TestContext } from 'yup';

/**
 * Yup rules for environment variables. A blank value counts as unset, as it always has; every
 * refusal is one line that names the variable, so a bad start says what to fix.
 */
export type Env = Record<string, string | undefined>;

/** A variable's trimmed text, undefined when blank. */
export const setting = () =>
  string().transform((value: string | undefined) => value?.trim() || undefined);

/**
 * A set variable that must pass `valid`; `problem` words the refusal. The message is a function
 * so yup does not read `${...}` in a refused value as a placeholder.
 */
export function rule(
  valid: (text: string, env: Env) => boolean,
  problem: (text: string, env: Env) => string,
) {
  return setting().test({
    name: 'valid',
    test(value: string | undefined, ctx: TestContext) {
      const env = ctx.parent as Env;
      if (value === undefined || valid(value, env)) return true;
      return ctx.createError({ message: () => problem(value, env) });
    },
  });
}

/** A whole number from `min` to `max`; blank is unset. */
export function wholeNumber(min: number, max: number, problem: (text: string) => string) {
  const message = ({ originalValue }: { originalValue: unknown }) => problem(String(originalValue));
  return number()
    .transform((value: number, original: unknown) =>
      typeof original === 'string' && original.trim() === '' ? undefined : value,
    )
    .typeError(message)
    .integer(message)
    .min(min, message)
    .max(max, message);
}

export function hasProtocol(text: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

export const isHttpAddress = (text: string) => hasProtocol(text, ['http:', 'https:']);

/** An http(s) address such as `example`; the value is repeated, since it holds no secret. */
export const httpAddress = (name: string, example: string) =>
  rule(
    isHttpAddress,
    (text) => `${name} must be an http(s) address such as ${example}, got "${text}"`,
  );
