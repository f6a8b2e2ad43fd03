// The client seed, folded away: most people keep the random one the browser made.
import { useI18n } from '../i18n';
import { newClientSeed, SEED_MAX, validClientSeed } from './seed';

export function SeedField({ seed, onChange }: { seed: string; onChange(seed: string): void }) {
  const { m } = useI18n();
  const ok = validClientSeed(seed);
  return (
    <details class="seed-field">
      <summary>{m.fair.yourSeedTitle}</summary>
      <p class="small muted">{m.fair.seedExplained}</p>
      <div class="row wrap">
        <input value={seed} maxLength={SEED_MAX} aria-invalid={!ok} aria-label={m.fair.yourSeedTitle} data-testid="client-seed" spellcheck={false}
          onInput={(e) => onChange((e.target as HTMLInputElement).value)} />
        <button type="button" onClick={() => onChange(newClientSeed())}>{m.fair.newSeed}</button>
      </div>
      {!ok && <p class="error small" role="alert">{m.fair.badSeed}</p>}
    </details>
  );
}
