/**
 * Why a staff write was refused, from the PostgREST error code (the codes
 * supabase/migrations/20261126000100_staff_workspace.sql raises); each has its own message.
 * - denied: 42501, the session may no longer make staff changes (ended, not staff, or owes its
 *   code); PGRST30x, its token is no longer accepted (expired, or the session ended)
 * - invalid: a value outside the database's checks (23514) or of the wrong shape (22023, 22P02)
 * - duplicate: a value that must be unique already exists (23505, a project title)
 * - failed: anything else (the connection, the server)
 */
export type StaffWriteFailure = 'denied' | 'invalid' | 'duplicate' | 'failed';

export function staffWriteFailure(error: { code?: string } | null): StaffWriteFailure {
  const code = error?.code;
  if (code === '42501' || /^PGRST30\d$/.test(code ?? '')) return 'denied';
  if (code === '23514' || code === '22023' || code === '22P02') return 'invalid';
  if (code === '23505') return 'duplicate';
  return 'failed';
}
