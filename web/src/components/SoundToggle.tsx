// The mute for the table's sounds (dice, the turn chime), remembered by the browser.
import { useI18n } from '../i18n';
import { useMuted } from '../app/attention';

export function SoundToggle() {
  const { m } = useI18n();
  const [muted, setMuted] = useMuted();
  const label = muted ? m.app.soundOff : m.app.soundOn;
  return (
    <button type="button" class="link sound-toggle" onClick={() => setMuted(!muted)} aria-pressed={muted}
      aria-label={label} title={label} data-testid="sound-toggle" data-muted={String(muted)}>
      {/* a speaker drawn (an emoji may be missing from the font): waves when on, a cross when muted */}
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {muted ? <path d="M17 9l5 6M22 9l-5 6" /> : <path d="M16.5 8.5a5 5 0 0 1 0 7M19.5 5.5a9 9 0 0 1 0 13" />}
      </svg>
    </button>
  );
}
