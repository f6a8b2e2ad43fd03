// Checks what the online table sends against the browser's guards (issue 27, item 4): every
// line `cubilete protocol --samples` prints (each viewer's views, moves and legal moves in random
// games of every game) must satisfy the generated guard of its game in strict mode (no key the
// C++ declaration lacks), and every kind of move a game declares must come up.
// Usage: node check_guards.mjs SAMPLES.jsonl CONTRACT.js
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

const [samplesPath, contractPath] = process.argv.slice(2);
if (!samplesPath || !contractPath) {
  console.error('usage: node check_guards.mjs SAMPLES.jsonl CONTRACT.js');
  process.exit(2);
}
const contract = await import(pathToFileURL(contractPath).href);

const counted = { view: 0, move: 0, legal_moves: 0 };
const firstView = new Map();
const firstMove = new Map();
const seen = new Map(contract.gameIds.map((game) => [game, new Set()]));
const failures = [];
const fail = (sample, line, error) => failures.push(`${sample.game}, viewer ${sample.viewer}: ${error}\n    ${line.slice(0, 300)}`);

const lines = createInterface({ input: createReadStream(samplesPath), crlfDelay: Infinity });
for await (const line of lines) {
  if (!line) continue;
  const sample = JSON.parse(line);
  if (!seen.has(sample.game)) {
    fail(sample, line, 'a game the generated contract does not know: regenerate it');
    continue;
  }
  if ('view' in sample) {
    ++counted.view;
    const error = contract.validateView(sample.game, sample.view, true);
    if (error) fail(sample, line, error);
    else if (!firstView.has(sample.game)) firstView.set(sample.game, sample.view);
  } else if ('move' in sample) {
    ++counted.move;
    const error = contract.validateMoveEntry(sample.game, sample.move, true);
    if (error) fail(sample, line, error);
    else seen.get(sample.game).add(sample.move.kind);
    if (!error && !firstMove.has(sample.game)) firstMove.set(sample.game, sample.move);
  } else if ('legal_moves' in sample) {
    ++counted.legal_moves;
    if (!Array.isArray(sample.legal_moves) || sample.legal_moves.length === 0) {
      fail(sample, line, 'legal_moves: expected a non-empty array');
      continue;
    }
    for (const move of sample.legal_moves) {
      const error = contract.validateLegalMove(sample.game, move, true);
      if (error) fail(sample, line, error);
      else seen.get(sample.game).add(move.kind);
    }
  } else {
    fail(sample, line, 'neither a view, a move nor legal moves');
  }
}

for (const [game, kinds] of seen) {
  for (const kind of contract.moveKinds[game])
    if (!kinds.has(kind)) failures.push(`${game}: no move of kind '${kind}' came up in the samples`);
}
if (counted.view === 0) failures.push('no samples at all');

// The guards refuse what does not fit (a guard that let everything through would pass the
// above): a view without its game, with a value of the wrong type, or (strictly) with a key the
// declaration lacks, and a move of a kind its game does not declare.
for (const [game, view] of firstView) {
  const refuses = (what, changed, strict = true) => {
    if (contract.validateView(game, changed, strict) === null) failures.push(`${game}: the view guard accepts ${what}`);
  };
  const { game: _dropped, ...withoutGame } = view;
  refuses('a view without "game"', withoutGame);
  refuses('a "terminal" that is a string', { ...view, terminal: 'no' });
  refuses('an undeclared key, strictly', { ...view, surprise: 1 });
  if (contract.validateView(game, { ...view, surprise: 1 }, false) !== null)
    failures.push(`${game}: the view guard refuses an undeclared key without being strict`);
  if (contract.isViewOf(game, view) !== true) failures.push(`${game}: isViewOf refuses a view validateView accepts`);
}
for (const [game, move] of firstMove) {
  if (contract.validateMoveEntry(game, { ...move, kind: 'juggle' }, true) === null)
    failures.push(`${game}: the move guard accepts a kind the game does not declare`);
  if (contract.validateMoveEntry(game, { ...move, by: 'ghost' }, true) === null)
    failures.push(`${game}: the move guard accepts a decider that is none`);
}

if (failures.length > 0) {
  console.error(`${failures.length} samples do not satisfy the browser's guards:`);
  for (const f of failures.slice(0, 20)) console.error(`  ${f}`);
  process.exit(1);
}
console.log(
  `check_guards: ${counted.view} views, ${counted.move} moves and ${counted.legal_moves} legal-move lists of ` +
    `${seen.size} games satisfy the generated guards; every declared kind of move came up`,
);
