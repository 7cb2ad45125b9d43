import type { Transaction } from '@electric-sql/pglite';
import type { StandInConfig } from '../config.ts';
import { authMailTemplates, type TemplateKind } from './auth-mail-templates.ts';

/** The e-mailed one-time links; `type` is GoTrue's verification type, echoed in /verify. */
export type LinkType = 'signup' | 'recovery' | 'email_change';

/** How long a link works, and so how long its e-mail is worth delivering. One place for both. */
export const linkLifetimeSql = "interval '1 hour'";

/** The template hosted Auth sends each link with (docs/decisions/0016-hosted-supabase.md). */
const templateOf: Record<LinkType, TemplateKind> = { signup: 'confirmation', recovery: 'recovery', email_change: 'email_change' };

// Loaded when the stand-in starts, so a template outside the syntax the renderer knows stops the
// start instead of the first sign-up.
const templates = authMailTemplates();

export interface LinkMail {
  type: LinkType;
  recipient: string;
  token: string;
  redirectTo: string;
  /** the account's user_metadata: its `locale` picks the language, as on hosted Auth */
  metadata: Record<string, unknown>;
  /** the account's address now (differs from `recipient` for an address change) */
  email: string;
  /** for email_change: the address asked for */
  newEmail?: string;
}

/** Subject and text of a link e-mail, rendered from supabase/templates/ as hosted Auth does. */
export function renderLinkMail(config: StandInConfig, mail: LinkMail): { subject: string; text: string; html: string } {
  const link = `${config.externalUrl}/auth/v1/verify?${new URLSearchParams({ token: mail.token, type: mail.type, redirect_to: mail.redirectTo }).toString()}`;
  return templates.render(templateOf[mail.type], {
    ConfirmationURL: link,
    SiteURL: config.siteUrl,
    Email: mail.email,
    RedirectTo: mail.redirectTo,
    SendingTo: mail.recipient,
    ...(mail.newEmail === undefined ? {} : { NewEmail: mail.newEmail }),
    Data: mail.metadata,
  });
}

/**
 * Queues the e-mail carrying a one-time link in the caller's transaction, so the mail exists
 * exactly when its token does. The outbox stops delivering (and empties the body) at expiry. The
 * outbox carries text, so the template's plain-text form is what is sent.
 */
export async function queueLinkMail(tx: Transaction, config: StandInConfig, mail: LinkMail): Promise<void> {
  const { subject, text } = renderLinkMail(config, mail);
  await tx.query(
    `insert into private.mail_outbox (recipient, subject, body_text, expires_at) values ($1, $2, $3, now() + ${linkLifetimeSql})`,
    [mail.recipient, subject, text],
  );
}

export interface ReauthenticationMail {
  recipient: string;
  /** the six digits, as e-mailed; only their hash is stored */
  code: string;
  /** the account's user_metadata: its `locale` picks the language */
  metadata: Record<string, unknown>;
}

/** Subject and text of the reauthentication code e-mail, with the variables GoTrue gives it (SiteURL, Email, Token, Data). */
export function renderReauthenticationMail(config: StandInConfig, mail: ReauthenticationMail) {
  return templates.render('reauthentication', { SiteURL: config.siteUrl, Email: mail.recipient, Token: mail.code, Data: mail.metadata });
}

/** Queues the code e-mail in the caller's transaction, like a link: it exists exactly when its code does, for as long as the code works. */
export async function queueReauthenticationMail(tx: Transaction, config: StandInConfig, mail: ReauthenticationMail): Promise<void> {
  const { subject, text } = renderReauthenticationMail(config, mail);
  await tx.query(
    `insert into private.mail_outbox (recipient, subject, body_text, expires_at) values ($1, $2, $3, now() + ${linkLifetimeSql})`,
    [mail.recipient, subject, text],
  );
}
