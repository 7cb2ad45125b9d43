/**
 * An invitation being accepted by someone who first has to create an account. The e-mailed
 * confirmation link may only lead to the sign-in page (Auth's redirect allow-list holds exact
 * URLs), so the invitation's token is kept in this browser while the address is confirmed, and
 * the sign-in page sends the newly confirmed account back to the invitation. Kept no longer than
 * an invitation lives, and forgotten once the invitation page has settled it.
 */
const storageKey = 'meridian.invitation';
const lifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** The invitation page's address for a token. */
export function invitationPath(token: string): string {
  return `/invitation?${new URLSearchParams({ token }).toString()}`;
}

/** The history state for the sign-in page: the address to fill in, and the invitation to return to. */
export function signInForInvitation(email: string, token: string) {
  return { from: { pathname: '/invitation', search: `?${new URLSearchParams({ token }).toString()}` }, invitation: { email } };
}

export function keepPendingInvitation(token: string, now = Date.now()): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify({ token, at: now }));
  } catch {
    // Storage blocked: the invitee opens the e-mailed invitation link again after confirming.
  }
}

/** The invitation page of the kept invitation, or null when there is none (or it is too old to matter). */
export function pendingInvitationPath(now = Date.now()): string | null {
  try {
    const kept = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as { token?: unknown; at?: unknown } | null;
    if (typeof kept?.token !== 'string' || typeof kept.at !== 'number' || now - kept.at > lifetimeMs) return null;
    return invitationPath(kept.token);
  } catch {
    return null;
  }
}

export function forgetPendingInvitation(): void {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // nothing kept, or nothing to do
  }
}

/**
 * What the invitation page hands the sign-in and register pages in the history state: the invited
 * address (to fill in), and for registering the token (kept while the address is confirmed).
 */
export interface InvitationArrival {
  email: string;
  token?: string;
}

export function invitationArrival(state: unknown): InvitationArrival | null {
  const invitation = (state as { invitation?: { email?: unknown; token?: unknown } } | null)?.invitation;
  if (typeof invitation?.email !== 'string') return null;
  return typeof invitation.token === 'string' ? { email: invitation.email, token: invitation.token } : { email: invitation.email };
}
