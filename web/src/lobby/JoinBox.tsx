// Join or watch a table by its code or its link.
import { useState } from 'preact/hooks';
import { useI18n } from '../i18n';
import { codeFrom } from '../state/recent';
import { navigate } from '../app/router';

export function JoinBox() {
  const { m } = useI18n();
  const [text, setText] = useState('');
  const [bad, setBad] = useState(false);
  const go = (watch: boolean) => {
    const code = codeFrom(text);
    setBad(!code);
    if (code) navigate(`/r/${code}${watch ? '?watch' : ''}`);
  };
  return (
    <form class="panel" onSubmit={(e) => { e.preventDefault(); go(false); }} aria-labelledby="join-title">
      <h2 id="join-title">{m.lobby.join}</h2>
      <label class="field">
        <span>{m.lobby.codeOrLink}</span>
        <input value={text} autoCapitalize="characters" spellcheck={false} data-testid="join-code" aria-invalid={bad}
          onInput={(e) => setText((e.target as HTMLInputElement).value)} />
      </label>
      {bad && <p class="error small" role="alert">{m.lobby.badCode}</p>}
      <div class="row">
        <button type="submit" class="primary" data-testid="join">{m.lobby.joinButton}</button>
        <button type="button" onClick={() => go(true)} data-testid="join-watch">{m.lobby.watchButton}</button>
      </div>
    </form>
  );
}
