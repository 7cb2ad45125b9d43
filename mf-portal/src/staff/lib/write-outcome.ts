import { failureKind, type FailureKind } from '@meridian/shared/lib/supabase-errors';

/** The kind of a refused staff write, for the form to word (logged, for whoever reads the console). */
export function refusalOf(error: unknown): FailureKind {
  console.warn('A staff change could not be saved', error);
  return failureKind(error);
}

/**
 * How a form's submit reads a mutation (useValidatedForm wants a failure code back, not a throw):
 * undefined when the write was stored, else the kind of failure.
 */
export async function outcomeOf(write: Promise<unknown>): Promise<FailureKind | undefined> {
  try {
    await write;
    return undefined;
  } catch (error) {
    return refusalOf(error);
  }
}
