// A person's move played for them says so (PROTOCOL.md v1.1 `by`): the name alone would say
// they chose it. Nothing for the person's own moves, the bots' or chance.
import type { Decider } from '../protocol/generated/contract';
import { useI18n } from '../i18n';

export function DecidedBy({ by }: { by?: Decider }) {
  const { m } = useI18n();
  if (by === 'away_bot') return <span class="by small muted"> · {m.room.byAwayBot}</span>;
  if (by === 'clock') return <span class="by small muted"> · {m.room.byClock}</span>;
  return null;
}
