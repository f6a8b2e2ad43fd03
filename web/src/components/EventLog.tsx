// What happened, newest at the bottom, each action told in the chosen language.
import { useEffect, useRef } from 'preact/hooks';
import type { LogEntry } from '../state/room';
import { useI18n } from '../i18n';
import { wordingOf } from '../games/registry';
import { DecidedBy } from './DecidedBy';

interface Props {
  log: LogEntry[];
  game: string;
  nameOf(seat: number | null): string;
}

export function EventLog({ log, game, nameOf }: Props) {
  const { m, lang } = useI18n();
  const wording = wordingOf(game);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [log.length]);
  return (
    <section class="panel log" aria-labelledby="log-title">
      <h2 id="log-title">{m.room.moves}</h2>
      <ol class="log-list" ref={list} data-testid="event-log">
        {log.length === 0 && <li class="muted">{m.room.noMoves}</li>}
        {log.map((e) => (
          <li key={e.version} data-by={e.by}>
            {wording.line(lang, { text: e.text, move: e.move }, nameOf(e.seat))}
            <DecidedBy by={e.by} />
          </li>
        ))}
      </ol>
    </section>
  );
}
