// The category games (General, Generala, Crag, Yahtzee, Yatzy) and the multiset notation their
// actions use. Everything about scoring comes from the server's view: the card's categories in
// order, the upper-section bonus, and what the dice would score now (`would_score`).

export const CATEGORY_GAMES = ['general', 'generala', 'crag', 'yahtzee', 'yatzy'] as const;

export function isCategoryGame(game: string): boolean {
  return (CATEGORY_GAMES as readonly string[]).includes(game);
}

/** A multiset of dice as the engine names it: sorted values joined by "-". */
export const diceKey = (values: number[]) => [...values].sort((a, b) => a - b).join('-');
