import { useId, useState, type FormEvent } from 'react';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { formatDateTime } from '@meridian/shared/lib/format';
import { ChatTranscript, sendOnEnter } from '@meridian/shared/ui/ChatTranscript';
import { failureKind, failureMessageKey, type FailureKind } from '@meridian/shared/lib/supabase-errors';
import { QueryState } from '@meridian/shared/ui/QueryState';
import type { StaffChat } from '../features/live-chat/chat-data';
import { useChatMessages, useChats, useCloseChat, useOnDuty, useSendStaffMessage } from '../features/live-chat/queries';

const chatStatusTone = { open: 'active', closed: 'done', left: 'waiting' } as const;

/**
 * /staff/chat: the contact page's live chats. Having it open puts the reader on duty (visitors see
 * someone is online). Conversations are listed by latest activity, open ones and those ended in
 * the last day; the chosen one shows its messages, takes answers while open and can be ended.
 * Everything arrives live.
 */
export default function LiveChatPage() {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  useOnDuty();
  const chats = useChats();
  const [chosenId, setChosenId] = useState<string | undefined>();
  const list = chats.data ?? [];
  // The chosen conversation, else the most recent open one.
  const chosen = list.find((chat) => chat.id === chosenId) ?? list.find((chat) => chat.status === 'open');

  return (
    <div>
      <h1 className="ui-heading-1">{t('liveChat.title')}</h1>
      <p className="ui-lead po:mt-2">{t('liveChat.intro')}</p>
      <div className="po:mt-6">
        <QueryState
          query={chats}
          empty={<p className="po:text-muted">{t('liveChat.none')}</p>}
          isEmpty={(found) => found.length === 0}
          failedMessage={t('liveChat.failed')}
        >
          {() => (
            <div className="po:grid po:gap-6 po:lg:grid-cols-[18rem_1fr]">
              <nav aria-label={t('liveChat.listLabel')}>
                <ul className="po:flex po:flex-col po:gap-2">
                  {list.map((chat) => (
                    <li key={chat.id}>
                      <button
                        type="button"
                        className={`po:w-full po:rounded-md po:border po:px-3 po:py-2 po:text-left ${chat.id === chosen?.id ? 'po:border-accent' : 'po:border-line'}`}
                        aria-current={chat.id === chosen?.id ? 'true' : undefined}
                        onClick={() => setChosenId(chat.id)}
                      >
                        <span className="po:block po:font-semibold po:break-words">{chat.visitor_name}</span>
                        <span className="po:mt-1 po:flex po:flex-wrap po:items-center po:gap-2 po:text-sm po:text-muted">
                          <span className={`ui-badge ui-badge-${chatStatusTone[chat.status as keyof typeof chatStatusTone] ?? 'neutral'}`}>
                            {t(`liveChat.status.${chat.status}`)}
                          </span>
                          <time dateTime={chat.last_message_at}>{formatDateTime(chat.last_message_at, language)}</time>
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </nav>
              {chosen ? <ChatThread key={chosen.id} chat={chosen} /> : <p className="po:text-muted">{t('liveChat.choose')}</p>}
            </div>
          )}
        </QueryState>
      </div>
    </div>
  );
}

function ChatThread({ chat }: { chat: StaffChat }) {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const id = useId();
  const messages = useChatMessages(chat.id);
  const send = useSendStaffMessage(chat.id);
  const close = useCloseChat(chat.id);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<FailureKind | null>(null);
  const [notice, setNotice] = useState('');

  const answer = async (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body) return;
    setFailure(null);
    try {
      await send.mutateAsync(body);
      setText('');
    } catch (error) {
      setFailure(failureKind(error));
    }
  };

  const end = async () => {
    setFailure(null);
    try {
      await close.mutateAsync();
      setNotice(t('liveChat.ended'));
    } catch (error) {
      setFailure(failureKind(error));
    }
  };

  return (
    <section className="ui-card po:flex po:flex-col po:gap-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="ui-heading-2 po:break-words">
        {t('liveChat.with', { name: chat.visitor_name })}
      </h2>
      <p className="po:text-sm po:text-muted">
        {t('liveChat.started', { when: formatDateTime(chat.created_at, language) })} ·{' '}
        {t('liveChat.language', { language: t(`liveChat.languages.${chat.language}`, { defaultValue: chat.language }) })}
      </p>
      <QueryState query={messages} failedMessage={t('liveChat.messagesFailed')}>
        {(found) => (
          <ChatTranscript
            label={t('liveChat.messages', { name: chat.visitor_name })}
            height="max-h-96"
            lines={found.map((message) => ({
              ...message,
              mine: message.from_staff,
              author: message.from_staff ? t('liveChat.us') : chat.visitor_name,
            }))}
          />
        )}
      </QueryState>
      <p role="status" className="po:text-sm po:empty:hidden">
        {notice || (chat.status === 'left' ? t('liveChat.leftNote') : chat.status === 'closed' ? t('liveChat.closedNote') : '')}
      </p>
      <div role="alert" className="po:empty:hidden">
        {failure ? <p className="ui-field-error">{t(failureMessageKey(failure), { ns: 'common' })}</p> : null}
      </div>
      {chat.status === 'open' ? (
        <form className="po:flex po:flex-col po:gap-2" noValidate onSubmit={(event) => void answer(event)}>
          <label htmlFor={`${id}-answer`} className="ui-label">
            {t('liveChat.answer')}
          </label>
          <textarea
            id={`${id}-answer`}
            className="ui-input"
            rows={3}
            maxLength={2000}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={sendOnEnter}
          />
          <div className="po:flex po:flex-wrap po:gap-3">
            <button type="submit" className="ui-button ui-button-primary" disabled={send.isPending}>
              {send.isPending ? t('liveChat.sending') : t('liveChat.send')}
            </button>
            <button type="button" className="ui-button ui-button-secondary" disabled={close.isPending} onClick={() => void end()}>
              {t('liveChat.end')}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
