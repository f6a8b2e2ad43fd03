// A game's rules as their paragraphs, marked with the language they are in: English where no
// translation fits the server's text (games/about.ts), with that text's fingerprint for whoever
// brings the translation up to date.
import type { ShownAbout } from '../games/about';

export function RulesText({ about }: { about: ShownAbout }) {
  return (
    <div lang={about.lang} data-testid="rules-text" data-untranslated={about.untranslated}>
      {about.rules.split('\n').map((paragraph) => <p class="small">{paragraph}</p>)}
    </div>
  );
}
