// The link and code of a table, with a copy button: what a person sends to friends.
import { useState } from 'preact/hooks';
import { useI18n } from '../i18n';

export function roomLink(code: string): string {
  return `${location.origin}/r/${code}`;
}

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // no clipboard permission (plain http on a LAN address): select a hidden field and copy
    const area = document.createElement('textarea');
    area.value = text;
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/** The phone's share sheet (Web Share API), where the browser has one; false when it is absent or fails. */
export function canShare(nav: Pick<Navigator, 'share'> | undefined = globalThis.navigator): boolean {
  return typeof nav?.share === 'function';
}

export function ShareBox({ code, title }: { code: string; title?: string }) {
  const { m } = useI18n();
  const [copied, setCopied] = useState(false);
  const link = roomLink(code);
  const share = async () => {
    try {
      await navigator.share({ title: m.app.title, text: m.lobby.shareText, url: link });
    } catch {
      // closed without sharing, or refused: the copy button is still there
    }
  };
  return (
    <section class="panel share" aria-label={m.room.share} data-testid="share-box">
      {title && <h2>{title}</h2>}
      <p class="small">{m.lobby.shareLink}</p>
      <div class="row wrap">
        <input class="link-field" readOnly value={link} aria-label={m.room.share} data-testid="share-link"
          onFocus={(e) => (e.target as HTMLInputElement).select()} />
        <button type="button" onClick={async () => setCopied(await copyText(link))}>
          {copied ? m.lobby.copied : m.lobby.copy}
        </button>
        {canShare() && <button type="button" onClick={share} data-testid="share-sheet">{m.lobby.shareButton}</button>}
      </div>
      <p>{m.lobby.code}: <strong class="code" data-testid="room-code">{code}</strong></p>
    </section>
  );
}
