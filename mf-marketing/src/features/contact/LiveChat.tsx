import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveUpdates } from '@meridian/shared/ui/use-live-updates';
import { ChatTranscript, sendOnEnter } from '@meridian/shared/ui/ChatTranscript';
import { useAuth } from '@meridian/shared/runtime/auth';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { isEmailAddress } from '@meridian/shared/lib/form-rules';
import {
  chatFailure,
  chatLimits,
  chatStorage,
  chatTopic,
  emailTranscript,
  leaveMessage,
  readChat,
  sendChat,
  staffOnline,
  startChat,
  type ChatFailure,
  type ChatSession,
} from './live-chat-data';

const chatKeys = {
  online: ['marketing', 'live-chat', 'online'] as const,
  conversation: (session: ChatSession) => ['marketing', 'live-chat', session] as const,
};

/**
 * The contact page's live chat: a visitor's first message opens a conversation that staff answer
 * from the workspace's Live chat section; their answers appear here as they are sent (the
 * conversation's topic announces each change, and a join after a dropped connection reads again).
 * With no one online the visitor is told so and may leave an e-mail address, which sends the
 * conversation to the staff inbox. The conversation survives a reload (this tab keeps its id and
 * secret), and its transcript can be e-mailed once.
 */
export default function LiveChat() {
  const [session, setSession] = useState<ChatSession | null>(() => chatStorage.load());
  const remember = (next: ChatSession | null) => {
    chatStorage.save(next);
    setSession(next);
  };
  return session ? <Conversation session={session} onEnd={() => remember(null)} /> : <StartForm onStarted={remember} />;
}

function FailureAlert({ failure }: { failure: ChatFailure | null }) {
  const { t } = useTranslation('marketing');
  return (
    <div role="alert" className="mk:empty:hidden">
      {failure ? <p className="ui-field-error">{t(`contact.chat.failures.${failure}`)}</p> : null}
    </div>
  );
}

function OnlineNote({ online }: { online: boolean | undefined }) {
  const { t } = useTranslation('marketing');
  if (online === undefined) return null;
  return (
    <p className="mk:flex mk:items-center mk:gap-2 mk:text-sm">
      <span aria-hidden="true" className={`mk:inline-block mk:size-2.5 mk:rounded-full ${online ? 'mk:bg-accent' : 'mk:bg-line'}`} />
      {online ? t('contact.chat.online') : t('contact.chat.offline')}
    </p>
  );
}

function StartForm({ onStarted }: { onStarted: (session: ChatSession) => void }) {
  const { t } = useTranslation('marketing');
  const language = usePageLanguage();
  const { getClient } = useAuth();
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  // Read on every opening (staff come and go) and every 30 seconds while the form is open.
  const online = useQuery({
    queryKey: chatKeys.online,
    queryFn: async () => staffOnline(await getClient()),
    staleTime: 0,
    refetchInterval: 30_000,
  });
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState<'name' | 'message' | null>(null);
  const [failure, setFailure] = useState<ChatFailure | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => nameRef.current?.focus(), []);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const [trimmedName, trimmedMessage] = [name.trim(), message.trim()];
    setMissing(!trimmedName ? 'name' : !trimmedMessage ? 'message' : null);
    if (!trimmedName || !trimmedMessage) return;
    setSending(true);
    try {
      const started = await startChat(await getClient(), { name: trimmedName, message: trimmedMessage, language });
      onStarted({ id: started.id, secret: started.secret });
    } catch (error) {
      setFailure(chatFailure(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="mk:flex mk:flex-col mk:gap-4"
      noValidate
      onSubmit={(event) => void start(event)}
      aria-label={t('contact.chat.startLabel')}
    >
      <OnlineNote online={online.data} />
      <div>
        <label htmlFor={`${id}-name`} className="ui-label">
          {t('contact.chat.name')}
          <span aria-hidden="true"> *</span>
        </label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          className="ui-input"
          required
          autoComplete="name"
          maxLength={chatLimits.name}
          value={name}
          aria-invalid={missing === 'name' ? true : undefined}
          aria-describedby={missing === 'name' ? `${id}-name-error` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {missing === 'name' ? (
          <p id={`${id}-name-error`} className="ui-field-error">
            {t('contact.chat.required')}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="ui-label">
          {t('contact.chat.message')}
          <span aria-hidden="true"> *</span>
        </label>
        <textarea
          id={`${id}-message`}
          className="ui-input"
          rows={3}
          required
          maxLength={chatLimits.message}
          value={message}
          aria-invalid={missing === 'message' ? true : undefined}
          aria-describedby={missing === 'message' ? `${id}-message-error` : undefined}
          onChange={(event) => setMessage(event.target.value)}
        />
        {missing === 'message' ? (
          <p id={`${id}-message-error`} className="ui-field-error">
            {t('contact.chat.required')}
          </p>
        ) : null}
      </div>
      <FailureAlert failure={failure} />
      <div>
        <button type="submit" className="ui-button ui-button-primary" disabled={sending}>
          {sending ? t('contact.chat.sending') : t('contact.chat.begin')}
        </button>
      </div>
    </form>
  );
}

/** A one-field e-mail form (leave an address; send the transcript), checked before it is sent. */
function EmailForm({
  label,
  submitLabel,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (email: string) => Promise<ChatFailure | void>;
}) {
  const { t } = useTranslation('marketing');
  const id = useId();
  const [email, setEmail] = useState('');
  const [failure, setFailure] = useState<ChatFailure | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isEmailAddress(email.trim())) return setFailure('invalidEmail');
    setFailure(null);
    setSending(true);
    try {
      const outcome = await onSubmit(email.trim());
      if (outcome) setFailure(outcome);
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="mk:flex mk:flex-col mk:gap-2" noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor={`${id}-email`} className="ui-label">
        {label}
      </label>
      <div className="mk:flex mk:flex-wrap mk:gap-2">
        <input
          id={`${id}-email`}
          className="ui-input mk:flex-1"
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={failure === 'invalidEmail' ? true : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="ui-button ui-button-secondary" disabled={sending}>
          {sending ? t('contact.chat.sending') : submitLabel}
        </button>
      </div>
      <FailureAlert failure={failure} />
    </form>
  );
}

function Conversation({ session, onEnd }: { session: ChatSession; onEnd: () => void }) {
  const { t } = useTranslation('marketing');
  const { getClient } = useAuth();
  const queryClient = useQueryClient();
  const id = useId();
  const key = chatKeys.conversation(session);
  const chat = useQuery({ queryKey: chatKeys.conversation(session), queryFn: async () => readChat(await getClient(), session) });
  // Live: the conversation's public topic says when something changed; every (re)join reads again.
  useLiveUpdates([chatTopic(session)], [key], { visitors: true });
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<ChatFailure | null>(null);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);

  const messages = chat.data?.messages ?? [];
  useEffect(() => {
    // A lost conversation (another device cleared it, or the database no longer has it) starts over.
    if (chat.error && chatFailure(chat.error) === 'lost') onEnd();
  }, [chat.error, onEnd]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body) return input.current?.focus();
    setFailure(null);
    setSending(true);
    try {
      await sendChat(await getClient(), session, body);
      setText('');
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      setFailure(chatFailure(error));
    } finally {
      setSending(false);
    }
  };

  /** An e-mail form's write; `done` is said once it succeeded (else the conversation's new state says it). */
  const attempt = (write: (email: string) => Promise<void>, done?: string) => async (email: string) => {
    try {
      await write(email);
      if (done) setNotice(done);
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      return chatFailure(error);
    }
  };

  const view = chat.data;
  let footer: ReactNode = null;
  if (view?.status === 'open' && !view.staff_online)
    footer = (
      <div className="mk:flex mk:flex-col mk:gap-2 mk:rounded-md mk:border mk:border-line mk:p-3">
        <p className="mk:text-sm">{t('contact.chat.offlineOffer')}</p>
        <EmailForm
          label={t('contact.chat.yourEmail')}
          submitLabel={t('contact.chat.leaveEmail')}
          onSubmit={attempt(async (email) => leaveMessage(await getClient(), session, email))}
        />
      </div>
    );
  const ended = view && view.status !== 'open';

  return (
    <div className="mk:flex mk:flex-col mk:gap-3">
      {view?.status === 'open' ? <OnlineNote online={view.staff_online} /> : null}
      <ChatTranscript
        label={t('contact.chat.transcript')}
        busy={chat.isPending}
        lines={messages.map((message) => ({
          ...message,
          mine: !message.from_staff,
          author: message.from_staff ? t('contact.chat.staff') : t('contact.chat.you'),
        }))}
      />
      {chat.isError && chatFailure(chat.error) !== 'lost' ? (
        <div role="alert">
          <p className="ui-field-error">{t('contact.chat.failures.failed')}</p>
          <button type="button" className="ui-button ui-button-secondary mk:mt-2" onClick={() => void chat.refetch()}>
            {t('contact.chat.retry')}
          </button>
        </div>
      ) : null}
      <p role="status" className="mk:text-sm mk:font-semibold mk:empty:hidden">
        {view?.status === 'closed' ? t('contact.chat.closed') : view?.status === 'left' ? t('contact.chat.left') : ''}
      </p>
      <p role="status" className="mk:text-sm mk:empty:hidden">
        {notice}
      </p>
      {view?.status === 'open' ? (
        <form className="mk:flex mk:flex-col mk:gap-2" noValidate onSubmit={(event) => void send(event)}>
          <label htmlFor={`${id}-reply`} className="ui-label">
            {t('contact.chat.message')}
          </label>
          <div className="mk:flex mk:gap-2">
            <textarea
              ref={input}
              id={`${id}-reply`}
              className="ui-input"
              rows={2}
              maxLength={chatLimits.message}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={sendOnEnter}
            />
            <button type="submit" className="ui-button ui-button-primary mk:self-end" disabled={sending}>
              {t('contact.chat.send')}
            </button>
          </div>
          <FailureAlert failure={failure} />
        </form>
      ) : null}
      {footer}
      {view && !view.transcript_sent ? (
        <EmailForm
          label={t('contact.chat.transcriptEmail')}
          submitLabel={t('contact.chat.sendTranscript')}
          onSubmit={attempt(async (email) => emailTranscript(await getClient(), session, email), t('contact.chat.transcriptSent'))}
        />
      ) : null}
      {ended ? (
        <div>
          <button type="button" className="ui-button ui-button-secondary" onClick={onEnd}>
            {t('contact.chat.newConversation')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
