import * as yup from 'yup';

/**
 * The first message of a failed validation, in the order the schema lists its fields (what a
 * user reads top to bottom), or null when the value is valid.
 */
export async function firstValidationError(
  schema: yup.AnySchema,
  value: unknown,
): Promise<string | null> {
  try {
    await schema.validate(value, { abortEarly: false });
    return null;
  } catch (e) {
    if (!(e instanceof yup.ValidationError)) throw e;
    const order = schema instanceof yup.ObjectSchema ? Object.keys(schema.fields) : [];
    const rank = (err: yup.ValidationError) => {
      const i = order.indexOf(err.path ?? '');
      return i === -1 ? order.length : i;
    };
    const inner = e.inner.length ? [...e.inner].sort((a, b) => rank(a) - rank(b)) : [e];
    return inner[0]?.errors[0] ?? e.message;
  }
}
