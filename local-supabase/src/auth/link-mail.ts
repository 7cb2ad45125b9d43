import type { Transaction } from '@electric-sql/pglite';
import type { StandInConfig } from '../config.ts';

/** The e-mailed one-time links; `type` is GoTrue's verification type, echoed in /verify. */
export type LinkType = 'signup' | 'recovery' | 'email_change';

/** How long a link works, and so how long its e-mail is worth delivering. One place for both. */
export const linkLifetimeSql = "interval '1 hour'";

const mails: Record<LinkType, { subject: string; text: (link: string) => string }> = {
  signup: {
    subject: 'Confirm your Meridian account',
    text: (link) =>
      `Someone (hopefully you) created a Meridian client account with this e-mail address.\n\nConfirm it here (the link works once, within one hour):\n${link}\n\nIf you signed up more than once, only the newest link works, with the password of that sign-up.\nIf you did not sign up, ignore this e-mail; no account becomes usable without this link.`,
  },
  recovery: {
    subject: 'Reset your Meridian password',
    text: (link) =>
      `Someone (hopefully you) asked to reset the password of your Meridian client account.\n\nSet a new password here (the link works once, within one hour):\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays the same.`,
  },
  email_change: {
    subject: 'Confirm your new Meridian e-mail address',
    text: (link) =>
      `Someone (hopefully you) asked to use this address for a Meridian client account.\n\nConfirm the change here (the link works once, within one hour):\n${link}\n\nIf you did not ask for this, ignore this e-mail; nothing changes without this link.`,
  },
};

/**
 * Queues the e-mail carrying a one-time link in the caller's transaction, so the mail exists
 * exactly when its token does. The outbox stops delivering (and empties the body) at expiry.
 */
export async function queueLinkMail(
  tx: Transaction,
  config: StandInConfig,
  { type, recipient, token, redirectTo }: { type: LinkType; recipient: string; token: string; redirectTo: string },
): Promise<void> {
  const link = `${config.externalUrl}/auth/v1/verify?${new URLSearchParams({ token, type, redirect_to: redirectTo }).toString()}`;
  const mail = mails[type];
  await tx.query(
    `insert into private.mail_outbox (recipient, subject, body_text, expires_at) values ($1, $2, $3, now() + ${linkLifetimeSql})`,
    [recipient, mail.subject, mail.text(link)],
  );
}
