// A game's rules as their paragraphs, marked with the language they are in (English for a game the
// app's words do not have: games/about.ts).
import type { ShownAbout } from '../games/about';

export function RulesText({ about }: { about: ShownAbout }) {
  return (
    <div lang={about.lang} data-testid="rules-text">
      {about.rules.split('\n').map((paragraph) => <p class="small">{paragraph}</p>)}
    </div>
  );
}
