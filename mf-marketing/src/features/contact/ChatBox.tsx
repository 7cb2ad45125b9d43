import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useClickBeforeHydration } from '@meridian/shared/ui/use-click-before-hydration';

/**
 * The contact page's on-page chat box: Start Chat opens it (it stays open), sending adds the
 * message to the transcript and clears the input. It is a preview of live chat, not a form that
 * stores anything: nothing is sent anywhere, and its note says so.
 */
export function ChatBox() {
  const { t } = useTranslation('marketing');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [messages, setMessages] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  // Start Chat pressed before hydration: opened once hydrated (it only opens, so any count does).
  const earlyClicks = useClickBeforeHydration('contact-chat', () => setOpen(true));
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
            <label htmlFor={`${id}-message`} className="ui-visually-hidden">
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
          <button type="button" className="ui-button ui-button-primary" onClick={() => setOpen(true)} {...earlyClicks}>
            {t('contact.chat.start')}
          </button>
        </div>
      )}
    </section>
  );
}
