// Check any room record in the browser: open the file (or paste it), see every check.
import { useState } from 'preact/hooks';
import { useI18n } from '../i18n';
import { verifyRecord, type Verification } from './verify';
import { VerificationResult } from './VerificationResult';

export function VerifyPage() {
  const { m } = useI18n();
  const [text, setText] = useState('');
  const [result, setResult] = useState<Verification | null>(null);
  const check = async (t: string) => setResult(await verifyRecord(t));
  return (
    <section class="panel narrow" data-testid="verify-page">
      <h1>{m.fair.verifyTitle}</h1>
      <p class="small">{m.fair.verifyExplained}</p>
      <label class="field">
        <span>{m.fair.chooseFile}</span>
        <input type="file" accept="application/json,.json" data-testid="record-file" onChange={async (e) => {
          const file = (e.target as HTMLInputElement).files?.[0];
          if (!file) return;
          const t = await file.text();
          setText(t);
          await check(t);
        }} />
      </label>
      <label class="field">
        <span>{m.fair.orPaste}</span>
        <textarea rows={6} value={text} data-testid="record-text" onInput={(e) => setText((e.target as HTMLTextAreaElement).value)} />
      </label>
      <button type="button" class="primary" disabled={!text.trim()} onClick={() => check(text)} data-testid="verify-text">{m.fair.check}</button>
      {result && <VerificationResult result={result} />}
      <p class="small muted">{m.fair.offline}</p>
      <pre class="command">cubilete verify RECORD.json</pre>
    </section>
  );
}
