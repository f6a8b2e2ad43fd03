// What the server sent that does not fit this page's contract (protocol/checked.ts): said plainly
// on the page, with the detail for whoever reports it, and logged; never guessed at.
import { useEffect } from 'preact/hooks';
import { useI18n } from '../i18n';

export function ProtocolError({ problem, where }: { problem: string | null; where: string }) {
  const { m } = useI18n();
  useEffect(() => {
    if (problem) console.error(`${where}: the server sent what this page cannot read: ${problem}`);
  }, [problem, where]);
  if (!problem) return null;
  return (
    <div class="error" role="alert" data-testid="protocol-error">
      <p>{m.room.protocolError}</p>
      <p class="small muted"><code>{problem}</code></p>
    </div>
  );
}
