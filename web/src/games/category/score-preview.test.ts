import { describe, expect, it } from 'vitest';
import fixture from './score-fixture.json';
import { categoryRules } from './categories';
import { previewAll, scoreNow, type Card } from './score-preview';

const emptyCard = (keys: string[]): Card => Object.fromEntries(keys.map((k) => [k, null]));

describe('score preview against `cubilete score`', () => {
  for (const c of fixture.cases) {
    const label = `${c.game} ${JSON.stringify(c.rules)}${c.served ? ' served' : ''}`;
    it(`${label}: category order and every hand`, () => {
      const rules = categoryRules(c.game, c.rules as Record<string, string>);
      expect(rules.categories.map((d) => d.key)).toEqual(c.order);
      let checked = 0;
      for (const [hand, points] of Object.entries(c.scores)) {
        const dice = hand.split('-').map(Number);
        const preview = previewAll(rules, emptyCard(c.order), dice, c.served);
        expect(c.order.map((k) => preview.get(k)!.points), hand).toEqual(points);
        checked++;
      }
      expect(checked).toBe(c.game === 'crag' ? 56 : 252);
    });
  }
});

describe('score preview on a written card', () => {
  it('Double Generala is worth nothing until generala holds points', () => {
    const rules = categoryRules('generala', { double_generala: '100' });
    const card = emptyCard(rules.categories.map((d) => d.key));
    const double = rules.categories.find((d) => d.key === 'double')!;
    expect(scoreNow(rules, card, double, [4, 4, 4, 4, 4], false).points).toBe(0);
    expect(scoreNow(rules, { ...card, generala: 60 }, double, [4, 4, 4, 4, 4], false).points).toBe(100);
    expect(scoreNow(rules, { ...card, generala: 0 }, double, [4, 4, 4, 4, 4], false).points).toBe(0);
  });

  it('Yahtzee joker fills a straight at full value and adds the bonus', () => {
    const rules = categoryRules('yahtzee', {});
    const card = { ...emptyCard(rules.categories.map((d) => d.key)), yahtzee: 50, '3': 9 };
    const large = rules.categories.find((d) => d.key === 'large_straight')!;
    expect(scoreNow(rules, card, large, [3, 3, 3, 3, 3], false)).toEqual({ points: 40, bonus: 100, fits: false });
    const scratched = { ...card, yahtzee: 0 };
    expect(scoreNow(rules, scratched, large, [3, 3, 3, 3, 3], false).bonus).toBe(0);
  });

  it('free joker needs the own upper box filled', () => {
    const rules = categoryRules('yahtzee', { joker: 'free' });
    const card = { ...emptyCard(rules.categories.map((d) => d.key)), yahtzee: 50 };
    const full = rules.categories.find((d) => d.key === 'full_house')!;
    expect(scoreNow(rules, card, full, [2, 2, 2, 2, 2], false).points).toBe(0);
    expect(scoreNow(rules, { ...card, '2': 4 }, full, [2, 2, 2, 2, 2], false).points).toBe(25);
  });

  it('leaves written categories out', () => {
    const rules = categoryRules('general', {});
    const card = { ...emptyCard(rules.categories.map((d) => d.key)), S: 20 };
    expect([...previewAll(rules, card, [1, 2, 3, 4, 5], true).keys()]).not.toContain('S');
  });
});
