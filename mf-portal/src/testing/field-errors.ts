import * as v from 'valibot';

/**
 * The first error code of each field, as the forms' resolver (@hookform/resolvers/valibot, which
 * parses with abortPipeEarly) reports them: `{}` when the values pass.
 */
export function fieldErrors(schema: v.GenericSchema, values: unknown): Record<string, string> {
  const result = v.safeParse(schema, values, { abortPipeEarly: true });
  const errors: Record<string, string> = {};
  for (const issue of result.issues ?? []) errors[v.getDotPath(issue) ?? ''] ??= issue.message;
  return errors;
}
