// What a fairness check found: the verdict, the seats that gave no seed of its own, then line by
// line the commitment, the game seed, the throws.
import { fmt, useI18n, type Catalogue } from '../i18n';
import type { Check, Verification } from './verify';
import { verdict } from './verdict';

/** The throws' check in words, as the record's rule deals them. */
function throwsText(m: Catalogue, c: Extract<Check, { kind: 'throws' }>): string {
  const byPosition = c.rule === 'duplicate';
  if (c.ok) return fmt(byPosition ? m.fair.throwsOkByPosition : m.fair.throwsOk, { n: c.checked });
  if (c.positions) return c.positions === 'missing' ? m.fair.positionsMissing : m.fair.positionsOutOfOrder;
  const [round = '', t = ''] = (c.position ?? '').split('.');
  return fmt(byPosition ? m.fair.throwsBadByPosition : m.fair.throwsBad,
    { action: c.action ?? 0, recorded: c.recorded ?? '', dealt: (c.dealt ?? '').split('-').join(' '), round, throw: t });
}

/** `ownName`: a seat's own name where the page knows it (a live room's people). */
export function VerificationResult({ result, ownName }: { result: Verification; ownName?: (seat: number) => string | null }) {
  const { m } = useI18n();
  if (result.problem) return <p class="error" role="alert" data-testid="verify-result" data-ok="false">{m.fair.problems[result.problem]}</p>;
  const { headline, notes } = verdict(m, result, ownName);
  return (
    <div data-testid="verify-result" data-ok={String(result.ok)} data-seedless={(result.seedless ?? []).map((s) => s.seat).join(',')}>
      <p class={result.ok ? 'ok' : 'why'} role="status">{headline}</p>
      {notes.length > 0 && (
        <ul class="seedless small" data-testid="seedless">
          {notes.map((n) => <li>{n}</li>)}
        </ul>
      )}
      {/* each check in its technical words (SHA-256, HMAC): open when something failed */}
      <details class="tech" open={!result.ok}>
        <summary class="small">{m.fair.checked}</summary>
        <ul class="checks">
          {result.checks.map((c) => {
            const mark = c.ok ? '✓' : '✗';
            switch (c.kind) {
              case 'commitment':
                return (
                  <li class={c.ok ? 'ok' : 'why'} data-testid="check-commitment" data-ok={String(c.ok)}>
                    {mark} {c.ok ? m.fair.commitmentOk : fmt(m.fair.commitmentBad, { computed: c.computed, committed: c.committed })}
                  </li>
                );
              case 'seed':
                return (
                  <li class={c.ok ? 'ok' : 'why'} data-testid="check-seed" data-ok={String(c.ok)}>
                    {mark} {fmt(c.ok ? m.fair.seedOk : m.fair.seedBad, { computed: c.computed, recorded: c.recorded, message: c.message })}
                  </li>
                );
              case 'throws':
                return (
                  <li class={c.ok ? 'ok' : 'why'} data-testid="check-throws" data-ok={String(c.ok)} data-action={c.action ?? ''}
                    data-dealt={c.dealt ?? ''}>
                    {mark} {throwsText(m, c)}
                  </li>
                );
            }
          })}
        </ul>
      </details>
    </div>
  );
}
