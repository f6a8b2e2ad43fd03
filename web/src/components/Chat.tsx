// The room's chat: everyone reads; seated people write (spectators may not, by the protocol).
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ChatMessage } from '../protocol/types';
import { useI18n } from '../i18n';

export const CHAT_MAX = 500;

interface Props {
  messages: ChatMessage[];
  canWrite: boolean;
  onSend(text: string): boolean;
  /** The author's name when the message carries none (null: nobody named the seat). */
  nameOf(seat: number | null): string;
}

export function Chat({ messages, canWrite, onSend, nameOf }: Props) {
  const { m, lang } = useI18n();
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [messages.length]);
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
    <section class="panel chat" aria-labelledby="chat-title">
      <h2 id="chat-title">{m.chat.title}</h2>
      <ol class="chat-list" ref={list} aria-live="polite">
        {messages.length === 0 && <li class="muted">{m.chat.empty}</li>}
        {messages.map((c) => (
          <li><span class="muted">{time(c.at)}</span> <strong><bdi>{c.name ?? nameOf(c.seat)}</bdi></strong>: <bdi>{c.text}</bdi></li>
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
    </section>
  );
}
