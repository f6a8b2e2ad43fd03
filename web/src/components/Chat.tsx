// The room's chat: everyone reads; seated people write (spectators may not, by the protocol).
// While the chat is out of sight (below the card on a phone) a button at the screen's foot
// counts the messages not yet seen, and opens the chat as a sheet over the table. It never lies
// over the room (styles.css): a bar across a phone's foot, which the room's foot scrolls clear of,
// or a round button in a gutter the room keeps free; so nothing under it needs it hidden.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ChatMessage } from '../protocol/generated/contract';
import type { ChatLine } from '../state/room';
import { fmt, plural, useI18n } from '../i18n';
import { PersonName, accountOf } from './PersonName';

export const CHAT_MAX = 500;

interface Props {
  /** Lines marked `old` were said before the page connected: never unread. */
  messages: ChatLine[];
  canWrite: boolean;
  onSend(text: string): boolean;
  /** The author's name when the message carries none (null: nobody named the seat). */
  nameOf(seat: number | null): string;
  /** The room's seats: an author whose seat is an account's links to its profile. */
  seats?: readonly { account?: string | null }[];
  /** This page's seat: its own messages are never unread. */
  mySeat?: number | null;
  /** Why the last line was refused (a moderator's mute, a bad line), in words. */
  notice?: string | null;
  /** Reports another player's line to the moderators (absent: no report buttons). */
  onReport?(line: ChatLine): void;
  /** The seat of whoever reports, whose lines are never reported (default: mySeat). */
  reporterSeat?: number | null;
}

const key = (c: ChatMessage) => `${c.at}\u0000${c.seat}\u0000${c.name ?? ''}\u0000${c.text}`;

export function Chat({ messages, canWrite, onSend, nameOf, seats = [], mySeat = null, notice = null, onReport, reporterSeat = mySeat }: Props) {
  const { m, lang } = useI18n();
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const [inView, setInView] = useState(true);
  const [open, setOpen] = useState(false);
  const seen = useRef(new Set<string>());
  useEffect(() => {
    const el = list.current;
    if (!el || typeof IntersectionObserver === 'undefined') return undefined;
    const watch = new IntersectionObserver(([e]) => setInView(e.isIntersecting), { threshold: 0.5 });
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  const visible = inView || open;
  if (visible) for (const c of messages) seen.current.add(key(c));
  const unread = visible ? 0 : messages.filter((c) => !c.old && c.seat !== mySeat && !seen.current.has(key(c))).length;
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [messages.length, open]);
  const send = (e: Event) => {
    e.preventDefault();
    const t = text.trim();
    if (t && onSend(t.slice(0, CHAT_MAX))) setText('');
  };
  const time = (at: string) => {
    const d = new Date(at);
    return Number.isNaN(d.getTime()) ? '' : d.toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' });
  };
  return (
    <>
      <section class={`panel chat${open ? ' sheet' : ''}`} aria-labelledby="chat-title" data-testid="chat">
        <div class="row spread chat-head">
          <h2 id="chat-title">{m.chat.title}</h2>
          {open && <button type="button" class="link" onClick={() => setOpen(false)} data-testid="chat-close">{m.app.close}</button>}
        </div>
        <ol class="chat-list" ref={list} aria-live="polite">
          {messages.length === 0 && <li class="muted">{m.chat.empty}</li>}
          {messages.map((c) => (
            <li>
              <span class="muted">{time(c.at)}</span> <strong><PersonName name={c.name ?? nameOf(c.seat)} account={accountOf(seats, c.seat)} /></strong>:{' '}
              {c.removed ? <em class="muted" data-testid="chat-removed">{m.chat.removed}</em> : <bdi>{c.text}</bdi>}
              {onReport && !c.removed && c.id !== undefined && c.seat !== null && c.seat !== reporterSeat && (
                <button type="button" class="report-flag" onClick={() => onReport(c)} data-testid="chat-report"
                  aria-label={fmt(m.report.reportLine, { name: c.name ?? nameOf(c.seat) })} title={m.report.button}>
                  <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M5 21V4h11l-1.5 4L16 12H7v9z" /></svg>
                </button>
              )}
            </li>
          ))}
        </ol>
        {canWrite ? (
          <form class="row" onSubmit={send}>
            <input aria-label={m.chat.placeholder} placeholder={m.chat.placeholder} value={text} maxLength={CHAT_MAX}
              onInput={(e) => setText((e.target as HTMLInputElement).value)} data-testid="chat-input" />
            <button type="submit">{m.chat.send}</button>
          </form>
        ) : (
          <p class="muted small">{m.chat.spectatorsRead}</p>
        )}
        {notice && <p class="error small" role="alert" data-testid="chat-notice">{notice}</p>}
      </section>
      {!visible && (
        <button type="button" class="chat-fab" onClick={() => setOpen(true)} data-testid="chat-open"
          aria-label={unread > 0 ? `${m.chat.open}: ${plural(m.chat.unread, unread)}` : m.chat.open}>
          <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 5h16v11H9l-4 4v-4H4z" /></svg>
          <span class="chat-fab-label" aria-hidden="true">{m.chat.title}</span>
          {unread > 0 && <span class="badge" data-testid="chat-unread">{unread}</span>}
        </button>
      )}
    </>
  );
}
