import { useEffect, useRef, type KeyboardEvent } from 'react';
import { usePageLanguage } from '@meridian/shared/runtime/i18n';
import { formatTime } from '../lib/format';

/** One message of a live chat as the reader sees it: theirs (right, accent) or the other side's. */
export interface ChatLine {
  id: number;
  mine: boolean;
  author: string;
  created_at: string;
  body: string;
}

/**
 * A live chat's messages, oldest first, the newest kept in view; announced politely as they
 * arrive. Text only: a message is shown as typed, never as markup. The visitor's chat on the
 * contact page and staff's Live chat section both show a conversation with it.
 */
export function ChatTranscript({
  label,
  lines,
  busy = false,
  height = 'h-64',
}: {
  label: string;
  lines: readonly ChatLine[];
  busy?: boolean;
  height?: 'h-64' | 'max-h-96';
}) {
  const language = usePageLanguage();
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lines.length]);
  return (
    <ol
      ref={list}
      className={`flex ${height} flex-col gap-2 overflow-y-auto rounded-md border border-line bg-page p-3 text-sm`}
      aria-label={label}
      aria-live="polite"
      aria-busy={busy}
      // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {lines.map((line) => (
        <li
          key={line.id}
          className={`max-w-[85%] rounded-lg px-3 py-2 break-words whitespace-pre-wrap ${
            line.mine ? 'self-end bg-accent text-on-accent' : 'self-start bg-raised text-ink'
          }`}
        >
          <span className="block text-xs font-semibold">
            {line.author} · {formatTime(new Date(line.created_at), language)}
          </span>
          {line.body}
        </li>
      ))}
    </ol>
  );
}

/** A chat box's keys: Enter sends the form, Shift+Enter breaks the line, as in every chat. */
export function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>): void {
  if (event.key !== 'Enter' || event.shiftKey) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}
