// Dice as the engine names a multiset of them in actions: sorted values joined by "-" ("keep 3-5-5").
export const diceKey = (values: number[]) => [...values].sort((a, b) => a - b).join('-');
