import { useTranslation } from '@meridian/shared/runtime/i18n';
import type { FailureKind } from '@meridian/shared/lib/supabase-errors';

/** The kinds a staff write words for staff (a refusal means the session may no longer make staff changes). */
const staffWorded = new Set<FailureKind>(['denied', 'invalid', 'failed']);

/**
 * The sentence for a refused staff write, by the shared failure kind: the staff copy
 * (`common.failures.*` in the staff namespace) where it says more, the common one otherwise.
 */
export function useWriteFailureMessage(): (kind: FailureKind) => string {
  const { t } = useTranslation('staff');
  return (kind) => (staffWorded.has(kind) ? t(`common.failures.${kind}`) : t(`common:failure.${kind}`));
}
