import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAppConfig } from '@meridian/shared/runtime/config';
import { ticketLimits, ticketMailto, validateTicket, type TicketDraft, type TicketErrors } from '../lib/ticketMail';

const categories = ['technical', 'account', 'billing', 'general'] as const;
const priorities = ['low', 'medium', 'high'] as const;

/** Opens the mail client; a seam so tests can watch the navigation. */
export const mailClient = { open: (href: string) => window.location.assign(href) };

/** /create-ticket: the ticket becomes an e-mail in the visitor's own mail client (the site sends nothing). */
export default function CreateTicketPage() {
  const { t } = useTranslation('support');
  const id = useId();
  const email = useAppConfig()?.contact.email ?? '';
  const [draft, setDraft] = useState<TicketDraft>({ subject: '', category: 'technical', priority: 'medium', description: '' });
  const [errors, setErrors] = useState<TicketErrors>({});
  // The link handed to the mail client, kept on screen in case no mail client answered.
  const [mailto, setMailto] = useState<string | null>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  const update = <K extends keyof TicketDraft>(field: K, value: TicketDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setMailto(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateTicket(draft);
    setErrors(found);
    if (found.subject) return subjectRef.current?.focus();
    if (found.description) return descriptionRef.current?.focus();
    const href = ticketMailto(email, draft, {
      category: t('ticket.category'),
      priority: t('ticket.priority'),
      categoryValue: t(`ticket.categories.${draft.category}`),
      priorityValue: t(`ticket.priorities.${draft.priority}`),
    });
    setMailto(href);
    mailClient.open(href);
  };

  const describedBy = (field: 'subject' | 'description') =>
    [errors[field] ? `${id}-${field}-error` : '', `${id}-${field}-count`].join(' ').trim();
  const error = (field: 'subject' | 'description') =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="ui-field-error">
        {t(`ticket.errors.${errors[field]}`, { count: ticketLimits[field] })}
      </p>
    ) : null;
  const counter = (field: 'subject' | 'description') => (
    <p id={`${id}-${field}-count`} className="su:mt-1 su:text-xs su:text-muted">
      {t('ticket.counter', { count: draft[field].length, max: ticketLimits[field] })}
    </p>
  );

  return (
    <div className="ui-container su:py-12">
      <Link to="/support" className="ui-link su:text-sm">
        {t('ticket.back')}
      </Link>
      <h1 className="ui-heading-1 su:mt-4">{t('ticket.title')}</h1>
      <p className="ui-lead su:mt-3 su:max-w-3xl">{t('ticket.intro', { email })}</p>
      <form className="ui-card su:mt-8 su:flex su:max-w-2xl su:flex-col su:gap-5" noValidate onSubmit={submit}>
        <div>
          <label className="ui-label" htmlFor={`${id}-subject`}>
            {t('ticket.subject')} <span aria-hidden="true">*</span>
          </label>
          <input
            ref={subjectRef}
            id={`${id}-subject`}
            className="ui-input"
            required
            maxLength={ticketLimits.subject}
            value={draft.subject}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={describedBy('subject')}
            onChange={(event) => update('subject', event.target.value)}
          />
          {error('subject')}
          {counter('subject')}
        </div>
        <div className="su:grid su:gap-5 su:sm:grid-cols-2">
          <div>
            <label className="ui-label" htmlFor={`${id}-category`}>
              {t('ticket.category')}
            </label>
            <select
              id={`${id}-category`}
              className="ui-input"
              value={draft.category}
              onChange={(event) => update('category', event.target.value as TicketDraft['category'])}
            >
              {categories.map((category) => (
                <option key={category} value={category}>
                  {t(`ticket.categories.${category}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className="ui-label" htmlFor={`${id}-priority`}>
              {t('ticket.priority')}
            </label>
            <select
              id={`${id}-priority`}
              className="ui-input"
              value={draft.priority}
              onChange={(event) => update('priority', event.target.value as TicketDraft['priority'])}
            >
              {priorities.map((priority) => (
                <option key={priority} value={priority}>
                  {t(`ticket.priorities.${priority}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div>
          <label className="ui-label" htmlFor={`${id}-description`}>
            {t('ticket.description')} <span aria-hidden="true">*</span>
          </label>
          <textarea
            ref={descriptionRef}
            id={`${id}-description`}
            className="ui-input"
            rows={8}
            required
            maxLength={ticketLimits.description}
            value={draft.description}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describedBy('description')}
            onChange={(event) => update('description', event.target.value)}
          />
          {error('description')}
          {counter('description')}
        </div>
        <p className="su:text-xs su:text-muted">{t('ticket.requiredNote')}</p>
        <div role="status" className="su:text-sm su:empty:hidden">
          {mailto ? (
            <>
              {t('ticket.opened', { email })}{' '}
              <a className="ui-link" href={mailto}>
                {t('ticket.openAgain')}
              </a>
            </>
          ) : null}
        </div>
        <button type="submit" className="ui-button ui-button-primary su:self-start">
          {t('ticket.submit')}
        </button>
      </form>
    </div>
  );
}
