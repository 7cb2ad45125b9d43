import { useState } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { Field } from '@meridian/shared/ui/Field';
import { useValidatedForm } from '@meridian/shared/ui/use-validated-form';
import { useSubmitBeforeHydration } from '@meridian/shared/ui/use-click-before-hydration';
import { contactRow, contactSchema, emptyContact, limits, sendFailure, type SendFailure } from '../../lib/forms';
import { useContactMessageMutation } from './queries';
import { Honeypot } from '../../ui/Honeypot';
import { SendOutcome } from '../../ui/SendOutcome';

type ContactField = 'name' | 'email' | 'subject' | 'message';

/** The contact page's message form: stored in `contact_messages` (insert only); what was typed stays if sending fails. */
export function MessageForm() {
  // A message sent before hydration is sent once hydrated.
  const earlySubmit = useSubmitBeforeHydration('contact-message');
  const { t } = useTranslation('marketing');
  const store = useContactMessageMutation();
  const { form, submit, submitting, failure, errorOf } = useValidatedForm<typeof contactSchema, SendFailure>(contactSchema, emptyContact);
  const [sent, setSent] = useState(false);

  const error = (field: ContactField) => {
    const code = errorOf(field);
    return code ? t(`forms.errors.${code}`, { count: limits[field] }) : undefined;
  };

  return (
    <section aria-labelledby="contact-form">
      <h2 id="contact-form" className="ui-heading-2 mk:mb-6">
        {t('contact.form.heading')}
      </h2>
      <form
        {...earlySubmit}
        className="ui-card mk:flex mk:flex-col mk:gap-5"
        noValidate
        onSubmit={(event) => {
          setSent(false);
          void submit(async (message) => {
            try {
              await store.mutateAsync(contactRow(message));
            } catch (refusal) {
              console.warn('Contact message could not be stored', refusal);
              return sendFailure(refusal);
            }
            form.reset();
            setSent(true);
          })(event);
        }}
      >
        <Field
          label={t('contact.form.name')}
          required
          maxLength={limits.name}
          autoComplete="name"
          error={error('name')}
          {...form.register('name')}
        />
        <Field
          label={t('contact.form.email')}
          type="email"
          required
          maxLength={limits.email}
          autoComplete="email"
          error={error('email')}
          {...form.register('email')}
        />
        <Field
          label={t('contact.form.subject')}
          required
          maxLength={limits.subject}
          error={error('subject')}
          {...form.register('subject')}
        />
        <Field
          as="textarea"
          label={t('contact.form.message')}
          rows={6}
          required
          maxLength={limits.message}
          error={error('message')}
          {...form.register('message')}
        />
        <Honeypot {...form.register('website')} />
        <SendOutcome
          sentText={sent ? t('contact.form.sent') : null}
          failure={failure}
          failedText={t('contact.form.failed')}
          submitting={submitting || store.isPending}
          submitText={t('contact.form.submit')}
        />
      </form>
    </section>
  );
}
