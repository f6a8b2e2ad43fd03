// A room's fair dice: the commitment from the start; at the end the revealed server seed and the
// client seeds, a check in this browser (SHA-256, HMAC and every throw re-dealt, see verify.ts),
// the record to download (the format `cubilete replay` and `cubilete verify` read), the command
// line that checks it offline, and the step-by-step replay.
import { useState } from 'preact/hooks';
import { api, ApiError } from '../protocol/http';
import { errorText, fmt, useI18n } from '../i18n';
import { onLink } from '../app/router';
import { verifyRecord, type Verification } from './verify';
import { VerificationResult } from './VerificationResult';

interface Props {
  code: string;
  game: string;
  commitment: string;
  over: boolean;
  mySeed?: string;
  /** False for a game without dice (Damma): only its record and its replay. */
  dice?: boolean;
  /** A seat's own name where it has one: the check names the seats that gave no seed. */
  ownName?(seat: number): string | null;
  /** A daily challenge's room: its dice stay sealed (no record) until this time (ms), the day's reveal. */
  sealedUntil?: number;
}

export const recordFileName = (game: string, code: string) => `cubilete-${game}-${code}.json`;

export function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The seeds a finished room's record reveals, or null where the text is not such a record. */
function revealedSeeds(record: string): { server_seed: string; client_seeds: string[] } | null {
  let data: unknown;
  try {
    data = JSON.parse(record);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || !('server_seed' in data) || !('client_seeds' in data)) return null;
  const { server_seed, client_seeds } = data;
  if (typeof server_seed !== 'string' || !Array.isArray(client_seeds) || !client_seeds.every((s) => typeof s === 'string')) return null;
  return { server_seed, client_seeds };
}

export function FairnessPanel({ code, game, commitment, over, mySeed, dice = true, ownName, sealedUntil }: Props) {
  const { m, lang } = useI18n();
  const sealed = sealedUntil !== undefined && Date.now() < sealedUntil;
  const [record, setRecord] = useState<string | null>(null);
  const [result, setResult] = useState<Verification | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileName = recordFileName(game, code);

  const fetchRecord = async () => {
    if (record) return record;
    const text = await api.recordText(code);
    setRecord(text);
    return text;
  };
  const run = async (what: 'check' | 'download') => {
    setBusy(true);
    setError(null);
    try {
      const text = await fetchRecord();
      if (what === 'download') download(fileName, text);
      else setResult(await verifyRecord(text));
    } catch (e) {
      setError(e instanceof ApiError ? errorText(m, e.code, e.message) : String(e));
    } finally {
      setBusy(false);
    }
  };
  const revealed = record ? revealedSeeds(record) : null;

  const links = (
    <p class="small"><a href={`/r/${code}/replay`} onClick={onLink(`/r/${code}/replay`)} data-testid="replay-link">{m.replay.open}</a>
      {dice && <>{' · '}<a href="/verify" onClick={onLink('/verify')}>{m.fair.verifyAny}</a></>}</p>
  );
  if (!dice)
    return (
      <details class="panel fairness" data-testid="fairness" open={over}>
        <summary>{m.fair.recordTitle}</summary>
        {!over && <p class="small muted">{m.fair.recordAtEnd}</p>}
        {over && (
          <>
            <button type="button" disabled={busy} onClick={() => run('download')} data-testid="download-record">{m.fair.download}</button>
            {error && <p class="error" role="alert">{error}</p>}
            {links}
            <details class="tech" data-testid="fair-details">
              <summary class="small">{m.fair.details}</summary>
              <p class="small">{m.fair.replayOffline}</p>
              <pre class="command">cubilete replay {fileName}</pre>
            </details>
          </>
        )}
      </details>
    );
  return (
    <details class="panel fairness" data-testid="fairness" open={over}>
      <summary>{m.fair.title}</summary>
      <p class="small" data-testid="fair-plain">{m.fair.plain}</p>
      {over && sealed && (
        <p class="small" data-testid="fair-sealed">{fmt(m.daily.sealed, {
          time: new Date(sealedUntil!).toLocaleString(lang, { hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'short' }) })}</p>
      )}
      {over && !sealed && (
        <>
          <div class="row wrap">
            <button type="button" class="primary" disabled={busy} onClick={() => run('check')} data-testid="check-dice">{m.fair.check}</button>
            <button type="button" disabled={busy} onClick={() => run('download')} data-testid="download-record">{m.fair.download}</button>
          </div>
          {error && <p class="error" role="alert">{error}</p>}
          {result && <VerificationResult result={result} ownName={ownName} />}
          {links}
        </>
      )}
      {/* the hashes, the seeds and the command lines: for the curious, closed unless asked */}
      <details class="tech" data-testid="fair-details">
        <summary class="small">{m.fair.details}</summary>
        <p class="small">{m.fair.commitmentExplained}</p>
        <p class="hash" data-testid="commitment">{commitment}</p>
        {mySeed && <p class="small">{m.fair.yourSeed} <code data-testid="my-seed">{mySeed}</code></p>}
        {!over && <p class="small muted">{m.fair.revealedAtEnd}</p>}
        {over && revealed && (
          <>
            <p class="small">{m.fair.serverSeed}</p>
            <p class="hash" data-testid="server-seed">{revealed.server_seed}</p>
            <p class="small">{fmt(m.fair.clientSeeds, { seeds: revealed.client_seeds.map((s) => s || '""').join(' : ') })}</p>
          </>
        )}
        {over && !sealed && (
          <>
            <p class="small">{m.fair.offline}</p>
            <pre class="command" data-testid="verify-command">cubilete verify {fileName}</pre>
          </>
        )}
      </details>
    </details>
  );
}
