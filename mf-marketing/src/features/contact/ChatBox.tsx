import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useClickBeforeHydration } from '@meridian/shared/ui/use-click-before-hydration';
import { TranscriptLink } from './TranscriptLink';

// Downloaded when a visitor starts a chat: the contact page itself stays as light as before.
const LiveChat = lazy(() => import('./LiveChat'));

/** The fragment the floating chat's "chat here" link opens the live chat with. */
export const liveChatHash = '#live-chat';

/**
 * The contact page's live chat (LiveChat.tsx): Start Chat opens it (it stays open) under the
 * specification's prompt, and so does arriving at /contact#live-chat from the floating chat. Pressed before hydration, it opens
 * once hydrated. A transcript link mailed from the chat opens this page, and the box says what
 * became of it (TranscriptLink.tsx).
 */
export function ChatBox() {
  const { t } = useTranslation('marketing');
  const { hash } = useLocation();
  const [started, setStarted] = useState(false);
  const open = started || hash === liveChatHash;
  const section = useRef<HTMLElement>(null);
  const earlyClicks = useClickBeforeHydration('contact-chat', () => setStarted(true));
  useEffect(() => {
    if (hash === liveChatHash) section.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  const showSection = useCallback(() => section.current?.scrollIntoView({ block: 'start' }), []);

  return (
    <section ref={section} id={liveChatHash.slice(1)} aria-labelledby="contact-chat" className="ui-card mk:scroll-mt-24">
      <h2 id="contact-chat" className="mk:text-xl mk:font-semibold">
        {t('contact.chat.heading')}
      </h2>
      <TranscriptLink onOpened={showSection} />
      {open ? (
        <div className="mk:mt-4 mk:flex mk:flex-col mk:gap-3">
          <p className="mk:text-sm mk:text-muted">{t('contact.chat.prompt')}</p>
          <Suspense fallback={<p className="mk:text-sm mk:text-muted">{t('contact.chat.loading')}</p>}>
            <LiveChat />
          </Suspense>
        </div>
      ) : (
        <div className="mk:mt-4 mk:flex mk:flex-col mk:items-start mk:gap-3">
          <p className="mk:text-sm mk:text-muted">{t('contact.chat.intro')}</p>
          <button type="button" className="ui-button ui-button-primary" onClick={() => setStarted(true)} {...earlyClicks}>
            {t('contact.chat.start')}
          </button>
        </div>
      )}
    </section>
  );
}
