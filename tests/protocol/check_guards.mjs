// Checks what the online table sends against the browser's guards: every
// line `cubilete protocol --samples` prints (each viewer's views, moves and legal moves in random
// games of every game, the situation at each decision, and where the advisor is quick the hint
// rankings and end-of-game reports) must satisfy the generated guard of its game in strict mode
// (no key the C++ declaration lacks); every kind of move a game declares must come up, and every
// game that declares a situation must show one.
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

const counted = { view: 0, move: 0, legal_moves: 0, situation: 0, hint_ranking: 0, seat_report: 0, report_item: 0 };
const situated = new Set();
let firstChoice = null;
let firstReport = null;
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
  } else if ('situation' in sample) {
    ++counted.situation;
    const error = contract.validateSituation(sample.game, sample.situation, true);
    if (error) fail(sample, line, error);
    else if (sample.situation !== null) situated.add(sample.game);
  } else if ('hint_ranking' in sample) {
    ++counted.hint_ranking;
    for (const choice of sample.hint_ranking) {
      const error = contract.validateHintChoice(sample.game, choice, true);
      if (error) fail(sample, line, error);
      else firstChoice ??= { game: sample.game, choice };
    }
  } else if ('seat_report' in sample) {
    ++counted.seat_report;
    const error = contract.validateSeatReport(sample.game, sample.seat_report, true);
    if (error) fail(sample, line, error);
    counted.report_item += sample.seat_report.items?.length ?? 0;
    if (!error && sample.seat_report.items.length > 0) firstReport ??= { game: sample.game, report: sample.seat_report };
  } else {
    fail(sample, line, 'neither a view, a move, legal moves, a situation, a hint ranking nor a report');
  }
}

for (const [game, kinds] of seen) {
  for (const kind of contract.moveKinds[game])
    if (!kinds.has(kind)) failures.push(`${game}: no move of kind '${kind}' came up in the samples`);
}
if (counted.view === 0) failures.push('no samples at all');
for (const game of contract.gameIds)
  if (contract.hasSituation[game] && !situated.has(game)) failures.push(`${game}: no situation came up in the samples`);
if (!firstChoice) failures.push('no hint ranking came up in the samples');
if (!firstReport) failures.push('no report item came up in the samples');

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

// A hint's choice needs its move (of its game), a report item its situation and moves.
if (firstChoice) {
  const { game, choice } = firstChoice;
  const { move: _move, ...withoutMove } = choice;
  if (contract.validateHintChoice(game, withoutMove, true) === null) failures.push(`${game}: the hint guard accepts a choice without its move`);
  if (contract.validateHintChoice(game, { ...choice, move: { kind: 'juggle' } }, true) === null)
    failures.push(`${game}: the hint guard accepts a move of a kind the game does not declare`);
  if (contract.validateHintChoice(game, { ...choice, expected: '1' }, true) === null)
    failures.push(`${game}: the hint guard accepts an expected value that is a string`);
}
if (firstReport) {
  const { game, report } = firstReport;
  const item = report.items[0];
  const { situation: _situation, ...withoutSituation } = item;
  if (contract.validateReportItem(game, withoutSituation, true) === null) failures.push(`${game}: the report guard accepts an item without its situation`);
  if (contract.validateReportItem(game, { ...item, situation: { surprise: 1 } }, true) === null)
    failures.push(`${game}: the report guard accepts a situation of another shape`);
  if (contract.validateSeatReport(game, { ...report, items: [{ ...item, best_move: null }] }, true) === null)
    failures.push(`${game}: the report guard accepts an item without a better move`);
}

if (failures.length > 0) {
  console.error(`${failures.length} samples do not satisfy the browser's guards:`);
  for (const f of failures.slice(0, 20)) console.error(`  ${f}`);
  process.exit(1);
}
console.log(
  `check_guards: ${counted.view} views, ${counted.move} moves, ${counted.legal_moves} legal-move lists, ` +
    `${counted.situation} situations, ${counted.hint_ranking} hint rankings and ${counted.seat_report} reports ` +
    `(${counted.report_item} items) of ${seen.size} games satisfy the generated guards; every declared kind of ` +
    `move and every declared situation came up`,
);
