import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { openLiveChatEvent } from '@meridian/shared/runtime/events';
import { messagingChatUrl } from '@meridian/shared/lib/messaging';
import { Link } from '@meridian/shared/runtime/router';
import chatLogoUrl from '../assets/chat-logo.svg';
import { useClickBeforeHydration } from '@meridian/shared/ui/use-click-before-hydration';

/**
 * The floating chat on every page. Messages are handed to the messaging app in a new tab (the
 * company answers there); nothing is sent to our servers. A link below opens the contact page's
 * live chat instead, answered by our team on this site. Opens on the round button or on the
 * `openLiveChat` window event that remotes raise. The button is on the server's HTML before the
 * page can answer it: a visitor who pressed it then (an odd number of times) finds the chat open
 * once the page has hydrated.
 */
export function ChatWidget({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const panelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Listening from the commit (a layout effect): a remote's control pressed before hydration asks
  // for the chat from its passive effect, which may run in the same commit as this one's.
  useLayoutEffect(() => {
    const onOpen = () => setOpen(true);
    window.addEventListener(openLiveChatEvent, onOpen);
    return () => window.removeEventListener(openLiveChatEvent, onOpen);
  }, []);
  // Pressed an odd number of times before hydration: opened (and not closed again).
  const earlyClicks = useClickBeforeHydration('chat', (clicks) => {
    if (clicks % 2 === 1) setOpen(true);
  });

  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    inputRef.current?.focus();
    // Escape inside the panel closes it, like the close button.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    panel.addEventListener('keydown', onKeyDown);
    return () => panel.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text) return;
    window.open(messagingChatUrl(phone, text), '_blank', 'noopener,noreferrer');
    setMessage('');
  };

  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3">
      {open ? (
        <section
          ref={panelRef}
          id={panelId}
          aria-labelledby={`${panelId}-title`}
          className="flex w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border border-line bg-page shadow-xl"
        >
          <div className="flex items-center gap-3 bg-accent px-4 py-3 text-on-accent">
            <img src={chatLogoUrl} alt="" width="28" height="28" />
            <h2 id={`${panelId}-title`} className="font-semibold">
              {t('chat.title')}
            </h2>
            <button type="button" className="ml-auto rounded p-1 hover:bg-white/20" aria-label={t('chat.close')} onClick={close}>
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
                <path d="M4.3 4.3a1 1 0 0 1 1.4 0L10 8.6l4.3-4.3a1 1 0 1 1 1.4 1.4L11.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4L10 11.4l-4.3 4.3a1 1 0 0 1-1.4-1.4L8.6 10 4.3 5.7a1 1 0 0 1 0-1.4z" />
              </svg>
            </button>
          </div>
          <div className="flex h-48 flex-col gap-2 overflow-y-auto p-4">
            <p className="self-start rounded-lg bg-raised px-3 py-2 text-sm text-ink">{t('chat.welcome')}</p>
          </div>
          <form className="flex flex-col gap-2 border-t border-line p-3" onSubmit={send}>
            <div className="flex gap-2">
              <label htmlFor={`${panelId}-input`} className="ui-visually-hidden">
                {t('chat.inputLabel')}
              </label>
              <input
                ref={inputRef}
                id={`${panelId}-input`}
                className="ui-input"
                value={message}
                maxLength={1000}
                placeholder={t('chat.placeholder')}
                onChange={(event) => setMessage(event.target.value)}
              />
              <button type="submit" className="ui-button ui-button-primary">
                {t('chat.send')}
              </button>
            </div>
            <p className="text-xs text-muted">{t('chat.hint')}</p>
          </form>
          <p className="border-t border-line px-3 py-2 text-sm">
            {/* The contact page's live chat, answered by our team on this site (mf-marketing's ChatBox). */}
            <Link className="ui-link" to="/contact#live-chat" onClick={() => setOpen(false)}>
              {t('chat.liveChat')}
            </Link>
          </p>
        </section>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        className="flex size-14 items-center justify-center rounded-full bg-accent text-on-accent shadow-lg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        aria-label={open ? t('chat.close') : t('chat.open')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        {...earlyClicks}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <svg aria-hidden="true" width="26" height="26" viewBox="0 0 24 24" fill="currentColor">
          <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z" />
        </svg>
      </button>
    </div>
  );
}
