import { Suspense } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { companyNamespace } from './namespace';

type Note = 'signInNote' | 'registerNote' | 'confirmNote';

function Words({ note, email }: { note: Note; email: string }) {
  const { t } = useTranslation(companyNamespace);
  return (
    <p className="po:mt-2 po:rounded-md po:border po:border-line po:p-3 po:text-sm po:break-words">{t(`invitation.${note}`, { email })}</p>
  );
}

/**
 * A line on the sign-in and register pages for someone on their way to accept an invitation. Its
 * words are the company copy, which may still be loading when the page first shows (after a
 * reload): the page does not wait for them.
 */
export function InvitationNote({ note, email }: { note: Note; email: string }) {
  return (
    <Suspense fallback={null}>
      <Words note={note} email={email} />
    </Suspense>
  );
}
