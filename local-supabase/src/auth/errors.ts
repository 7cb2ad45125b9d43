import { HttpError } from '../http/http.ts';

/** GoTrue answers errors as {code, msg}; auth-js reads `code` because of the API-version header. */
export const apiVersionHeaders = { 'X-Supabase-Api-Version': '2024-01-01' };

export function authError(status: number, code: string, message: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(status, { code, error_code: code, msg: message, ...extra }, { ...apiVersionHeaders, 'x-sb-error-code': code });
}
