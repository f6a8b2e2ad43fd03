// Reporting a player, or one of their chat lines, to the server's moderators (PROTOCOL.md v1.1,
// Moderation): a reason from the short list and a few optional words, then a confirmation, then
// POST /api/rooms/CODE/reports with this page's seat token (or, for a spectator, the session cookie).
import { useState } from 'preact/hooks';
import { errorText, fmt, useI18n } from '../i18n';

export const REPORT_REASONS = ['abuse', 'spam', 'cheating', 'name', 'other'] as const;
export const REPORT_TEXT_MAX = 500;

/** Whom a report is about: a seat, or a chat line (by its id); `who` names them on the page. */
export interface ReportTarget {
  who: string;
  seat?: number;
  chat?: number;
}

interface Props {
  code: string;
  token: string | null;
  target: ReportTarget;
  onClose(): void;
}

export function ReportDialog({ code, token, target, onClose }: Props) {
  const { m } = useI18n();
  const [reason, setReason] = useState('');
  const [text, setText] = useState('');
  const [step, setStep] = useState<'choose' | 'confirm' | 'sending' | 'sent'>('choose');
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    setStep('sending');
    const body = {
      ...(token ? { token } : {}),
      ...(target.chat !== undefined ? { chat: target.chat } : { seat: target.seat }),
      reason,
      ...(text.trim() ? { text: text.trim() } : {}),
    };
    try {
      const r = await fetch(`/api/rooms/${encodeURIComponent(code)}/reports`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
      });
      if (r.ok) return setStep('sent');
      const answer = (await r.json().catch(() => ({}))) as { code?: string; message?: string };
      setError(errorText(m, answer.code ?? 'unknown', answer.message ?? String(r.status)));
    } catch {
      setError(m.errors.network);
    }
    setStep('choose');
  };
  const title = target.chat !== undefined ? fmt(m.report.reportLine, { name: target.who }) : fmt(m.report.reportPlayer, { name: target.who });
  return (
    <div class="report-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <section class="panel report" role="dialog" aria-modal="true" aria-labelledby="report-title" data-testid="report-dialog">
        <h2 id="report-title">{m.report.title}</h2>
        <p class="muted small"><bdi>{title}</bdi></p>
        {step === 'sent' ? (
          <>
            <p role="status" data-testid="report-sent">{m.report.sent}</p>
            <div class="row"><button type="button" onClick={onClose}>{m.app.close}</button></div>
          </>
        ) : step === 'choose' ? (
          <form onSubmit={(e) => { e.preventDefault(); if (reason) setStep('confirm'); }}>
            <fieldset>
              <legend>{m.report.reason}</legend>
              {REPORT_REASONS.map((r) => (
                <label class="report-reason">
                  <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} data-testid={`report-reason-${r}`} />
                  {m.report.reasons[r]}
                </label>
              ))}
            </fieldset>
            <label class="report-details">
              {m.report.details}
              <textarea rows={2} maxLength={REPORT_TEXT_MAX} value={text} onInput={(e) => setText((e.target as HTMLTextAreaElement).value)} data-testid="report-text" />
            </label>
            {error && <p class="error" role="alert" data-testid="report-error">{error}</p>}
            <div class="row">
              <button type="submit" disabled={!reason} data-testid="report-next">{m.report.next}</button>
              <button type="button" class="link" onClick={onClose}>{m.report.cancel}</button>
            </div>
          </form>
        ) : (
          <>
            <p>{fmt(m.report.confirm, { name: target.who })}</p>
            <div class="row">
              <button type="button" onClick={send} disabled={step === 'sending'} data-testid="report-send">{m.report.send}</button>
              <button type="button" class="link" onClick={() => setStep('choose')}>{m.report.cancel}</button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
