// The browser reads what the server sends through the typed contract only
// (docs/contract.md): no source file under src/ reads an action's or a situation's text with a
// regular expression, and none casts server data unchecked (each game's view, moves, hints and
// reports are narrowed by the generated guards, ./generated/contract.js). This walks the syntax of
// every source file (tests and the generated contract aside) with the TypeScript compiler, so a
// comment or a string that merely mentions `as FarkleView` does not count.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const GENERATED = readFileSync(join(SRC, 'protocol/generated/contract.d.ts'), 'utf8');

/** Every type the generated contract declares (views, moves, situations, policy, hint, report). */
const CONTRACT_TYPES = new Set(
  [...GENERATED.matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1]),
);

/**
 * The files that may use a regular expression, and why: none of them reads an action or a
 * situation. Anything else under src/ must not.
 */
const REGEX_ALLOWED: Record<string, string> = {
  'app/router.ts': 'the page address',
  'lobby/Lobby.tsx': 'the turn clock the person types',
  'lobby/model.ts': 'a rule option the person types',
  'lobby/seed.ts': 'the client seed the person types',
  'state/recent.ts': 'a room code or link the person pastes',
  'state/held.ts': 'the page address (which room a held pick belongs to)',
  'i18n/format.ts': 'right-to-left letters in a name',
  'fair/verify.ts':
    'a record file (docs/online-table.md): its hex seeds, its 64-bit seed, and its actions, which the record format ' +
    'keeps as names only; the verify page checks a file a person gives it, not a state message',
};

/** The files that may cast what JSON.parse gives, and why: it is not the server's. */
const JSON_CAST_ALLOWED: Record<string, string> = {
  'state/held.ts': "the tab's own session storage (checked field by field after the cast)",
};

/** Names of what holds server data: a cast of one of these (`room.view as X`) is unchecked. */
const SERVER_DATA = /(^|\.)(view|views|move|moves|legal_moves|ranking|report|items|situation|result|hint|actions)$/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

interface Finding {
  file: string;
  line: number;
  text: string;
}

function scan(path: string): { regexes: Finding[]; casts: Finding[] } {
  const text = readFileSync(path, 'utf8');
  const file = relative(SRC, path);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const regexes: Finding[] = [];
  const casts: Finding[] = [];
  const at = (node: ts.Node): Finding => ({
    file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.getText().slice(0, 100),
  });
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) regexes.push(at(node));
    if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp')
      regexes.push(at(node));
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      const target = node.type;
      const named = (t: ts.TypeNode): boolean =>
        (ts.isTypeReferenceNode(t) && CONTRACT_TYPES.has(t.typeName.getText())) ||
        (ts.isUnionTypeNode(t) && t.types.some(named)) || (ts.isArrayTypeNode(t) && named(t.elementType));
      const inner = node.expression.getText();
      const isJsonParse = ts.isCallExpression(node.expression) && node.expression.expression.getText() === 'JSON.parse';
      if (target.kind === ts.SyntaxKind.AnyKeyword || named(target) || SERVER_DATA.test(inner) ||
        (isJsonParse && !(file in JSON_CAST_ALLOWED)))
        casts.push(at(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { regexes, casts };
}

const files = sources(SRC);
const scanned = files.map(scan);

describe('the browser reads the server through the typed contract', () => {
  it('finds the sources and the contract\'s types it checks against', () => {
    expect(files.length).toBeGreaterThan(50);
    for (const name of ['GeneralaView', 'FarkleView', 'DammaView', 'TriploSeisView', 'HintChoiceHead', 'CategorySituation', 'TablePolicy'])
      expect(CONTRACT_TYPES, name).toContain(name === 'GeneralaView' ? 'CategoryView' : name);
  });

  it('reads no action or situation text with a regular expression', () => {
    const found = scanned.flatMap((s) => s.regexes).filter((f) => !(f.file in REGEX_ALLOWED));
    expect(found.map((f) => `${f.file}:${f.line}: ${f.text}`)).toEqual([]);
    // each allowance is still needed (one that is not would hide a new use)
    for (const file of Object.keys(REGEX_ALLOWED))
      expect(scanned.find((_, i) => relative(SRC, files[i]) === file)?.regexes.length, file).toBeGreaterThan(0);
  });

  it('casts no server data unchecked', () => {
    const found = scanned.flatMap((s) => s.casts);
    expect(found.map((f) => `${f.file}:${f.line}: ${f.text}`)).toEqual([]);
  });

  it('has no module that parses action text any more', () => {
    const names = files.map((f) => relative(SRC, f));
    expect(names.filter((n) => /actionText|events\.ts$/.test(n))).toEqual([]);
  });
});
