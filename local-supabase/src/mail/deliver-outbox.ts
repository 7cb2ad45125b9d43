/**
 * `npm run deliver-outbox -w local-supabase`: kept for the commands people already type. The
 * outbox is delivered by the mail worker, its own deployable now (mail-worker/, docs/decisions/
 * 0015-mail-worker.md); this runs that very process, configured by the same environment variables.
 */
import '../../../mail-worker/src/main.ts';
