import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { useAppConfig } from '@meridian/shared/runtime/config';
import { contactRow, limits, sendFailure, validateContact, type ContactDraft, type ContactErrors } from '../lib/forms';
import { Honeypot } from '../lib/formsHoneypot';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { FormField } from '../ui/FormField';

const channels = ['liveChat', 'email', 'portal'] as const;
const empty: ContactDraft = { name: '', email: '', subject: '', message: '' };

/** /contact: channels, a message form (stored, insert only), the on-page chat box, address and hours. */
export default function ContactPage() {
  const { t } = useTranslation('marketing');
  return (
    <div className="ui-container mk:py-12">
      <h1 className="ui-heading-1">{t('contact.title')}</h1>
      <p className="ui-lead mk:mt-3 mk:max-w-3xl">{t('contact.intro')}</p>
      <section className="mk:mt-10" aria-labelledby="contact-channels">
        <h2 id="contact-channels" className="ui-heading-2 mk:mb-6">
          {t('contact.channels.heading')}
        </h2>
        <DataTable
          caption={t('contact.channels.heading')}
          columns={[t('contact.channels.channel'), t('contact.channels.response'), t('contact.channels.availability')]}
          rows={channels.map((channel) => [
            t(`contact.channels.${channel}.name`),
            t(`contact.channels.${channel}.response`),
            t(`contact.channels.${channel}.availability`),
          ])}
        />
      </section>
      <div className="mk:mt-12 mk:grid mk:gap-10 mk:lg:grid-cols-2">
        <MessageForm />
        <div className="mk:flex mk:flex-col mk:gap-10">
          <ChatBox />
          <section aria-labelledby="contact-office" className="ui-card">
            <h2 id="contact-office" className="mk:text-xl mk:font-semibold">
              {t('contact.office.heading')}
            </h2>
            <p className="mk:mt-2">{t('contact.office.address')}</p>
            <h3 className="mk:mt-4 mk:font-semibold">{t('contact.office.hoursHeading')}</h3>
            <p className="mk:mt-1">{t('contact.office.weekdays')}</p>
            <p>{t('contact.office.weekends')}</p>
          </section>
        </div>
      </div>
    </div>
  );
}

function MessageForm() {
  const { t } = useTranslation('marketing');
  const { getClient } = useAuth();
  const id = useId();
  const contactEmail = useAppConfig()?.contact.email;
  const [draft, setDraft] = useState<ContactDraft>(empty);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<'sent' | 'failed' | 'tooMany' | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(draft);
    setErrors(found);
    setOutcome(null);
    const first = (['name', 'email', 'subject', 'message'] as const).find((field) => found[field]);
    if (first) return document.getElementById(`${id}-${first}`)?.focus();
    setSending(true);
    try {
      const { error, status } = await (await getClient()).from('contact_messages').insert(contactRow(draft, website));
      if (error) {
        console.warn('Contact message could not be stored', error);
        return setOutcome(sendFailure(error, status));
      }
      setDraft(empty);
      setWebsite('');
      setOutcome('sent');
    } catch (error) {
      console.warn('Contact message could not be stored', error);
      setOutcome('failed');
    } finally {
      setSending(false);
    }
  };

  const field = (name: keyof ContactDraft, extra: { type?: 'email'; rows?: number; autoComplete?: string } = {}) => (
    <FormField
      id={`${id}-${name}`}
      label={t(`contact.form.${name}`)}
      required
      maxLength={limits[name === 'message' ? 'message' : name]}
      value={draft[name]}
      onChange={(value) => setDraft((current) => ({ ...current, [name]: value }))}
      error={errors[name] ? t(`forms.errors.${errors[name]}`, { count: limits[name] }) : undefined}
      {...extra}
    />
  );

  return (
    <section aria-labelledby="contact-form">
      <h2 id="contact-form" className="ui-heading-2 mk:mb-6">
        {t('contact.form.heading')}
      </h2>
      <form className="ui-card mk:flex mk:flex-col mk:gap-5" noValidate onSubmit={(event) => void submit(event)}>
        {field('name', { autoComplete: 'name' })}
        {field('email', { type: 'email', autoComplete: 'email' })}
        {field('subject')}
        {field('message', { rows: 6 })}
        <Honeypot id={`${id}-website`} value={website} onChange={setWebsite} />
        <p className="mk:text-xs mk:text-muted">{t('forms.requiredNote')}</p>
        <div role="status" className="mk:text-sm mk:font-medium mk:empty:hidden">
          {outcome === 'sent' ? t('contact.form.sent') : null}
        </div>
        <div role="alert" className="ui-field-error mk:empty:hidden">
          {outcome === 'tooMany'
            ? contactEmail
              ? t('forms.tooMany', { email: contactEmail })
              : t('forms.tooManyNoEmail')
            : outcome === 'failed'
              ? t('contact.form.failed')
              : null}
        </div>
        <button type="submit" className="ui-button ui-button-primary mk:self-start" disabled={sending}>
          {sending ? t('forms.sending') : t('contact.form.submit')}
        </button>
      </form>
    </section>
  );
}

/**
 * The on-page chat box from the specification: Start Chat opens it (it stays open), sending adds
 * the message to the transcript and clears the input. Nothing is sent anywhere, and it says so.
 */
function ChatBox() {
  const { t } = useTranslation('marketing');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [messages, setMessages] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  // Start Chat disappears once pressed, so focus moves on to the message field.
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) return;
    setMessages((current) => [...current, message]);
    setText('');
  };

  return (
    <section aria-labelledby="contact-chat" className="ui-card">
      <h2 id="contact-chat" className="mk:text-xl mk:font-semibold">
        {t('contact.chat.heading')}
      </h2>
      {open ? (
        <div className="mk:mt-4 mk:flex mk:flex-col mk:gap-3">
          <p className="mk:text-sm mk:text-muted">{t('contact.chat.prompt')}</p>
          <ol
            className="mk:h-64 mk:overflow-y-auto mk:rounded-md mk:border mk:border-line mk:bg-page mk:p-3 mk:text-sm"
            aria-label={t('contact.chat.transcript')}
            aria-live="polite"
            // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            {messages.map((message, index) => (
              <li
                key={index}
                className="mk:mb-2 mk:ml-auto mk:w-fit mk:max-w-[85%] mk:rounded-lg mk:bg-accent mk:px-3 mk:py-2 mk:break-words mk:text-on-accent"
              >
                {message}
              </li>
            ))}
          </ol>
          <form className="mk:flex mk:gap-2" onSubmit={send}>
            <label htmlFor={`${id}-message`} className="sr-only">
              {t('contact.chat.message')}
            </label>
            <input
              ref={input}
              id={`${id}-message`}
              className="ui-input"
              value={text}
              maxLength={1000}
              placeholder={t('contact.chat.placeholder')}
              onChange={(event) => setText(event.target.value)}
            />
            <button type="submit" className="ui-button ui-button-primary">
              {t('contact.chat.send')}
            </button>
          </form>
          <p className="mk:text-xs mk:text-muted">{t('contact.chat.note')}</p>
        </div>
      ) : (
        <div className="mk:mt-4 mk:flex mk:flex-col mk:items-start mk:gap-3">
          <p className="mk:text-sm mk:text-muted">{t('contact.chat.intro')}</p>
          <button type="button" className="ui-button ui-button-primary" onClick={() => setOpen(true)}>
            {t('contact.chat.start')}
          </button>
        </div>
      )}
    </section>
  );
}
