/** The fields of an auth error the pages look at (supabase-js AuthError, or anything thrown). */
export function authErrorInfo(error: unknown): { code?: string; status?: number } {
  if (typeof error !== 'object' || error === null) return {};
  const { code, status } = error as { code?: unknown; status?: unknown };
  return { code: typeof code === 'string' ? code : undefined, status: typeof status === 'number' ? status : undefined };
}

/** Whether the address bar carries an auth error from the e-mailed link (e.g. `#error_code=otp_expired`). */
export function linkError(hash: string, search: string): string | undefined {
  for (const part of [hash.replace(/^#/, ''), search.replace(/^\?/, '')]) {
    const params = new URLSearchParams(part);
    const code = params.get('error_code') ?? params.get('error');
    if (code) return code;
  }
  return undefined;
}
