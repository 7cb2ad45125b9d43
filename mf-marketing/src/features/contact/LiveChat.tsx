import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveUpdates } from '@meridian/shared/ui/use-live-updates';
import { ChatTranscript, sendOnEnter } from '@meridian/shared/ui/ChatTranscript';
import { useAuth } from '@meridian/shared/runtime/auth';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { Field } from '@meridian/shared/ui/Field';
import { useValidatedForm } from '@meridian/shared/ui/use-validated-form';
import {
  chatEmailSchema,
  chatFailure,
  chatLimits,
  chatStartSchema,
  chatStorage,
  chatTopic,
  leaveMessage,
  minutesUntilNextRequest,
  readChat,
  sendChat,
  staffOnline,
  startChat,
  type ChatFailure,
  type ChatSession,
} from './live-chat-data';
import { chatKeys, useEmailTranscriptMutation } from './queries';

/**
 * The contact page's live chat: a visitor's first message opens a conversation that staff answer
 * from the workspace's Live chat section; their answers appear here as they are sent (the
 * conversation's topic announces each change, and a join after a dropped connection reads again).
 * With no one online the visitor is told so and may leave an e-mail address, which sends the
 * conversation to the staff inbox. The conversation survives a reload (this tab keeps its id and
 * secret), and its transcript can be e-mailed once: at once to a signed-in visitor's own address,
 * else through a link mailed there first (TranscriptLink.tsx opens it).
 */
export default function LiveChat() {
  const [session, setSession] = useState<ChatSession | null>(() => chatStorage.load());
  const remember = (next: ChatSession | null) => {
    chatStorage.save(next);
    setSession(next);
  };
  return session ? <Conversation session={session} onEnd={() => remember(null)} /> : <StartForm onStarted={remember} />;
}

/** A refusal in the chat's words; `count` fills a sentence that names one (the minutes to wait). */
function FailureAlert({ failure, count }: { failure: ChatFailure | null; count?: number }) {
  const { t } = useTranslation('marketing');
  return (
    <div role="alert" className="mk:empty:hidden">
      {failure ? <p className="ui-field-error">{t(`contact.chat.failures.${failure}`, { count })}</p> : null}
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
  // Read on every opening (staff come and go) and every 30 seconds while the form is open.
  const online = useQuery({
    queryKey: chatKeys.online,
    queryFn: async () => staffOnline(await getClient()),
    staleTime: 0,
    refetchInterval: 30_000,
  });
  const { form, submit, submitting, failure, errorOf } = useValidatedForm<typeof chatStartSchema, ChatFailure>(chatStartSchema, {
    name: '',
    message: '',
  });
  const { setFocus } = form;
  useEffect(() => setFocus('name'), [setFocus]);
  const error = (field: 'name' | 'message') => {
    const code = errorOf(field);
    return code ? t(`forms.errors.${code}`, { count: chatLimits[field] }) : undefined;
  };

  const start = submit(async ({ name, message }) => {
    try {
      const started = await startChat(await getClient(), { name, message, language });
      onStarted({ id: started.id, secret: started.secret });
    } catch (refusal) {
      return chatFailure(refusal);
    }
  });

  return (
    <form
      className="mk:flex mk:flex-col mk:gap-4"
      noValidate
      onSubmit={(event) => void start(event)}
      aria-label={t('contact.chat.startLabel')}
    >
      <OnlineNote online={online.data} />
      <Field
        label={t('contact.chat.name')}
        required
        autoComplete="name"
        maxLength={chatLimits.name}
        error={error('name')}
        {...form.register('name')}
      />
      <Field
        as="textarea"
        label={t('contact.chat.message')}
        rows={3}
        required
        maxLength={chatLimits.message}
        error={error('message')}
        {...form.register('message')}
      />
      <FailureAlert failure={failure} />
      <div>
        <button type="submit" className="ui-button ui-button-primary" disabled={submitting}>
          {submitting ? t('contact.chat.sending') : t('contact.chat.begin')}
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
  failureCount,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (email: string) => Promise<ChatFailure | void>;
  failureCount?: number;
}) {
  const { t } = useTranslation('marketing');
  const { form, submit, submitting, failure, errorOf } = useValidatedForm<typeof chatEmailSchema, ChatFailure>(chatEmailSchema, {
    email: '',
  });
  const code = errorOf('email');
  // A wrong address is the chat's own sentence (as when the database refuses one); others the forms'.
  const error = code ? t(code === 'invalidEmail' ? 'contact.chat.failures.invalidEmail' : `forms.errors.${code}`) : undefined;
  return (
    <form
      className="mk:flex mk:flex-wrap mk:items-start mk:gap-2"
      noValidate
      onSubmit={(event) => void submit(({ email }) => onSubmit(email))(event)}
    >
      <div className="mk:min-w-0 mk:flex-1">
        <Field label={label} type="email" autoComplete="email" required error={error} {...form.register('email')} />
      </div>
      <button type="submit" className="ui-button ui-button-secondary mk:mt-7" disabled={submitting}>
        {submitting ? t('contact.chat.sending') : submitLabel}
      </button>
      <div className="mk:w-full">
        <FailureAlert failure={failure} count={failureCount} />
      </div>
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
  const transcript = useEmailTranscriptMutation(session);

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

  const leave = async (email: string) => {
    try {
      await leaveMessage(await getClient(), session, email);
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      return chatFailure(error);
    }
  };

  // What became of the request is said with the address, so a mistyped one shows.
  const askTranscript = async (email: string) => {
    setNotice('');
    try {
      const outcome = await transcript.mutateAsync(email);
      setNotice(t(outcome === 'sent' ? 'contact.chat.transcriptSent' : 'contact.chat.transcriptConfirm', { email }));
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
        <EmailForm label={t('contact.chat.yourEmail')} submitLabel={t('contact.chat.leaveEmail')} onSubmit={leave} />
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
          onSubmit={askTranscript}
          failureCount={transcript.isError ? minutesUntilNextRequest(transcript.error) : undefined}
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
