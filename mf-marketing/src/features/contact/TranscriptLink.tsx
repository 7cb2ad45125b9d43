import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { transcriptLinkFailure, transcriptLinkToken } from './live-chat-data';
import { useConfirmTranscriptMutation } from './queries';

/**
 * The link a visitor is mailed when they ask for a live chat's transcript at an address
 * (`/contact#transcript=<token>`), opened: the transcript is sent to that address and the page
 * says so in a polite live region, present (empty) from the server's HTML on, so the outcome is
 * announced and nothing above it moves.
 *
 * The fragment is read once hydrated: it never reaches the server, and the server's HTML is shared
 * by every visitor. It leaves the address at once, so a reload, a bookmark or a shared address does
 * not send the transcript again; a failed call can be tried again from here.
 */
export function TranscriptLink({ onOpened }: { onOpened: () => void }) {
  const { t } = useTranslation('marketing');
  const confirm = useConfirmTranscriptMutation();
  const { mutate } = confirm;
  const [retried, setRetried] = useState(false);
  const read = useRef(false);

  useEffect(() => {
    if (read.current) return;
    read.current = true;
    const found = transcriptLinkToken(window.location.hash);
    if (found === undefined) return;
    // The router's own state stays as it was: only the fragment goes.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    onOpened();
    mutate(found);
  }, [mutate, onOpened]);

  // The link's token is the one the call was made with (none until the page was opened from a link).
  const token = confirm.variables;
  const failure = confirm.isError ? transcriptLinkFailure(confirm.error) : null;
  let text = '';
  if (failure) text = t(`contact.transcriptLink.${failure}`);
  else if (confirm.isSuccess) text = t('contact.transcriptLink.sent');
  else if (confirm.isPending) text = t('contact.transcriptLink.sending');
  // Only a call that did not get through is worth repeating; the button stays while it runs again, so focus stays on it.
  const canRetry = failure === 'offline' || failure === 'failed' || (retried && confirm.isPending);

  return (
    <>
      <div role="status" aria-live="polite">
        {text ? <p className={`mk:mt-4 mk:text-sm ${failure ? 'ui-field-error' : 'mk:font-medium'}`}>{text}</p> : null}
      </div>
      {canRetry && token !== undefined ? (
        <button
          type="button"
          className="ui-button ui-button-secondary mk:mt-2"
          aria-disabled={confirm.isPending}
          onClick={() => {
            if (confirm.isPending) return;
            setRetried(true);
            mutate(token);
          }}
        >
          {t('contact.chat.retry')}
        </button>
      ) : null}
    </>
  );
}
