#!/usr/bin/env node
// Writes src/games/category/score-fixture.json: what `cubilete score` says every hand scores in
// every category, for each category game and the rule variants that change scoring, plain and
// served. score-preview.test.ts compares the browser's preview against it, so the two cannot
// drift apart silently. Run after a scoring change: node tools/score-fixture.mjs [path/to/cubilete]
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const binary = process.argv[2] ?? fileURLToPath(new URL('../../build/cubilete', import.meta.url));
const configs = [
  { game: 'general', rules: {} },
  { game: 'general', rules: { five_kind_is_four: 'false', five_kind_is_full: 'true', served_bonus: '10' } },
  { game: 'generala', rules: {} },
  { game: 'generala', rules: { straight_wraps: 'true', straight_one_as_two: 'true', generala_points: '50', five_kind_is_four: 'false', five_kind_is_full: 'true' } },
  { game: 'crag', rules: {} },
  { game: 'yahtzee', rules: {} },
  { game: 'yatzy', rules: {} },
];

function hands(dice, from = 1) {
  if (dice === 0) return [[]];
  const out = [];
  for (let f = from; f <= 6; f++) for (const rest of hands(dice - 1, f)) out.push([f, ...rest]);
  return out;
}

const cases = [];
for (const { game, rules } of configs) {
  const ruleArgs = Object.entries(rules).flatMap(([k, v]) => ['--rule', `${k}=${v}`]);
  for (const served of [false, true]) {
    let order = null;
    const scores = {};
    for (const hand of hands(game === 'crag' ? 3 : 5)) {
      const args = ['score', game, hand.join('-'), '--json', ...ruleArgs, ...(served ? ['--served'] : [])];
      const out = JSON.parse(execFileSync(binary, args, { encoding: 'utf8' }));
      order ??= out.categories.map((c) => c.key);
      scores[hand.join('-')] = out.categories.map((c) => c.points);
    }
    cases.push({ game, rules, served, order, scores });
  }
}
const target = fileURLToPath(new URL('../src/games/category/score-fixture.json', import.meta.url));
writeFileSync(target, JSON.stringify({ generated_by: 'tools/score-fixture.mjs', cases }) + '\n');
console.log(`wrote ${cases.length} cases to ${target}`);
