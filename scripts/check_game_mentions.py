#!/usr/bin/env python3
"""A game is a plug-in: its code lives in its family's folders, and outside them only a fixed set
of files names a game (the ctest test game_mentions; docs/architecture.md, "Adding a game").

Usage: check_game_mentions.py REPO_DIR [--list]
       check_game_mentions.py --self-test
Counts the tracked files outside the game families' folders whose code names a game, and
fails unless the count is EXPECTED (a ratchet: lower EXPECTED when a step removes one). A closed
list of games outside the families is what makes a new game touch files all over the tree, so
the count may only fall; comments and docstrings may name games freely and are not counted.
With --list, prints each counted file with its first mention; --self-test checks the matcher.
"""
import io
import pathlib
import re
import subprocess
import sys
import tokenize
import unicodedata

# Files that stay counted however far the plug-in work goes, as defaults and examples:
# src/cli/cmd_play.cpp (the menu's default game), src/cli/cmd_serve.cpp (help examples),
# src/cli/cmd_solve.cpp (the Yatzy table's size, unless that example goes),
# src/cli/cmd_analyse.cpp (the retired `analyse damma`'s message, until that spelling goes),
# tools/loadtest/loadtest.h and tools/loadtest/lobby_load.h (the default game),
# scripts/serve.sh and deploy/package.cmake (the two-player tables; the package's description),
# scripts/damma_tune.py (Damma's tuning tool), python/cubilete/envs.py (the default games),
# web/src/i18n/strings/app.ts (the tagline), web/src/lobby/model.ts (each language's home game)
# and src/core/dice_moves.h (Farkle's field of a throw, while it stays in core).
# Those are all: no closed list outside the families names a game (each game's facts are fields
# of its catalog entry, src/catalog/game_entry.h).
EXPECTED = 13

# Where the game ids come from: the generated contract, which the test protocol_generated keeps
# equal to the registry, so no build is needed to read them.
CONTRACT = "web/src/protocol/generated/contract.js"
GAME_IDS = re.compile(r"export const gameIds = Object\.freeze\(\[(.*?)\]\)", re.S)

# Short names the code uses for games whose ids are two words.
SHORT = {"flores_amarradas": ["flores"], "triplo_seis": ["triplo"]}

# What is looked at: the product's code, wherever it lives. Roots end in "/"; the rest are files.
SCOPE = ("src/", "web/src/", "python/cubilete/", "python/src/", "tools/", "fuzz/", "scripts/",
         "deploy/", "CMakeLists.txt", "Makefile")
# Tests, benchmarks, examples and documents may name games: they are about games. This script
# names every game as data (its short names, its self-test), so it leaves itself out too.
EXCLUDED_ROOTS = ("tests/", "python/tests/", "python/examples/", "bench/", "web/e2e/", "docs/",
                  "web/src/protocol/generated/", "fuzz/corpus/", "scripts/check_game_mentions.py")
EXCLUDED_SUFFIXES = (".md", ".dict")


def fold(text):
    """The text with its accents dropped, so "Multiplicação" reads as "Multiplicacao"."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def aliases(game_id, display_name=None):
    """Every spelling of one game that counts as naming it, lower case."""
    words = game_id.split("_")
    out = {game_id} | {sep.join(words) for sep in ("", " ", "-")}
    if display_name:
        out.add(fold(display_name).lower())
    out.update(SHORT.get(game_id, []))
    return out


class Matcher:
    """Finds a game's name in code: case-insensitively, as a word of its own or as the capitalised
    part of an identifier (MatterhornHint, kDamma, registerDamma9Tests), never as the start of a
    longer lower-case word (generala is not general; Dammas is not a mention)."""

    def __init__(self, names):
        self.names = sorted({n for ns in names.values() for n in ns}, key=len, reverse=True)
        self.find = re.compile("(?=(" + "|".join(re.escape(n) for n in self.names) + "))", re.I)

    def first(self, line):
        """The first mention in one line of folded text, or None."""
        for m in self.find.finditer(line):
            start = m.start()
            for name in self.names:
                end = start + len(name)
                text = line[start:end]
                if text.lower() != name:
                    continue
                before = line[start - 1] if start else ""
                after = line[end] if end < len(line) else ""
                if re.match(r"[A-Za-z0-9]", before) and not text[0].isupper():
                    continue
                all_caps = text == text.upper() and text != text.lower()
                if re.match(r"[A-Za-z]" if all_caps else r"[a-z]", after):
                    continue
                return text
        return None


# ---- comments out, strings kept --------------------------------------------------------------
# Each stripper returns the text with its comments (and Python's docstrings) replaced by spaces,
# newlines kept, so a match's line number is the file's.

def _blank(chars, start, end):
    for k in range(start, min(end, len(chars))):
        if chars[k] != "\n":
            chars[k] = " "


def strip_c_like(text, kind):
    """kind: "cpp" (C++: raw strings, digit separators), "js" (TypeScript/JavaScript: template
    literals with ${...}, regular expression literals) or "css" (block comments only: a // in
    url(http://...) is no comment)."""
    chars = list(text)
    n = len(text)

    def quoted(i, q):
        # A string or character literal opened at i; an unterminated one ends with its line.
        j = i + 1
        while j < n:
            if text[j] == "\\":
                j += 2
                continue
            if text[j] == q:
                return j + 1
            if text[j] == "\n":
                return j
            j += 1
        return n

    def raw(i):
        # C++ R"delim( ... )delim", i at the R.
        open_paren = text.find("(", i + 2)
        if open_paren < 0 or open_paren - (i + 2) > 16:
            return i + 1
        close = text.find(")" + text[i + 2:open_paren] + '"', open_paren)
        return n if close < 0 else close + open_paren - (i + 2) + 2

    def regex_allowed(i):
        # A / starts a regular expression where an operand is due, not after a value.
        k = i - 1
        while k >= 0 and text[k] in " \t":
            k -= 1
        if k < 0 or text[k] in "(,=:[!&|?{};+-*%<>~^\n":
            return True
        word = re.search(r"[A-Za-z_$]+$", text[max(0, k - 10):k + 1])
        return bool(word) and word.group(0) in ("return", "typeof", "case", "in", "of", "void")

    def regex(i):
        j, in_class = i + 1, False
        while j < n and text[j] != "\n":
            c = text[j]
            if c == "\\":
                j += 2
                continue
            if c == "[":
                in_class = True
            elif c == "]":
                in_class = False
            elif c == "/" and not in_class:
                return j + 1
            j += 1
        return None

    def template(i):
        # After the opening backtick; returns the index after the closing one.
        j = i
        while j < n:
            c = text[j]
            if c == "\\":
                j += 2
            elif c == "`":
                return j + 1
            elif text.startswith("${", j):
                j = code(j + 2, in_braces=True)
            else:
                j += 1
        return n

    def code(i, in_braces=False):
        depth = 0
        while i < n:
            c = text[i]
            if kind != "css" and text.startswith("//", i):
                end = text.find("\n", i)
                end = n if end < 0 else end
                _blank(chars, i, end)
                i = end
            elif text.startswith("/*", i):
                end = text.find("*/", i + 2)
                end = n if end < 0 else end + 2
                _blank(chars, i, end)
                i = end
            elif c == '"':
                i = quoted(i, c)
            elif c == "'":
                # In C++ a ' after a digit or a name is a digit separator (60'000); only the
                # prefixes L, u, U and u8 may stand right before a character literal.
                word = re.search(r"[A-Za-z0-9_]+$", text[max(0, i - 8):i])
                if kind == "cpp" and word and word.group(0) not in ("L", "u", "U", "u8"):
                    i += 1
                else:
                    i = quoted(i, c)
            elif kind == "cpp" and c == "R" and text.startswith('R"', i) and (
                    i == 0 or not re.match(r"[A-Za-z0-9_]", text[i - 1])
                    or re.search(r"(^|[^A-Za-z0-9_])(u8|L|u|U)$", text[max(0, i - 3):i])):
                i = raw(i)
            elif kind == "js" and c == "`":
                i = template(i + 1)
            elif kind == "js" and c == "/" and regex_allowed(i) and regex(i):
                i = regex(i)
            elif in_braces and c == "{":
                depth += 1
                i += 1
            elif in_braces and c == "}":
                if depth == 0:
                    return i + 1
                depth -= 1
                i += 1
            else:
                i += 1
        return n

    code(0)
    return "".join(chars)


def strip_python(text):
    """Comments and docstrings (a string that is a whole statement) out; as it is if it does not
    tokenize."""
    starts, offset = [], 0
    for line in io.StringIO(text):
        starts.append(offset)
        offset += len(line)
    starts.append(offset)
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
    except (tokenize.TokenError, SyntaxError):
        return text
    chars = list(text)

    def at(pos):
        row, col = pos
        return starts[row - 1] + col if row - 1 < len(starts) else len(text)

    statement_start = (None, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT)
    previous = None
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if tok.type == tokenize.COMMENT:
            _blank(chars, at(tok.start), at(tok.end))
        elif tok.type == tokenize.STRING and previous in statement_start:
            j = i
            while j + 1 < len(tokens) and tokens[j + 1].type in (tokenize.STRING, tokenize.NL):
                j += 1
            k = j + 1
            while k < len(tokens) and tokens[k].type == tokenize.COMMENT:
                k += 1
            if k == len(tokens) or tokens[k].type in (tokenize.NEWLINE, tokenize.ENDMARKER):
                _blank(chars, at(tok.start), at(tokens[j].end))
        if tok.type not in (tokenize.NL, tokenize.COMMENT, tokenize.ENCODING):
            previous = tok.type
        i += 1
    return "".join(chars)


def strip_hash(text, shell):
    """From an unquoted # to the end of its line (shell: only a # that starts a word, since
    $# and ${#x} are no comments)."""
    chars = list(text)
    quote, i, n = None, 0, len(text)
    while i < n:
        c = text[i]
        if quote:
            if c == "\\" and quote == '"':
                i += 2
                continue
            if c == quote:
                quote = None
        elif c == "\\":
            i += 2
            continue
        elif c in "\"'" and (shell or c == '"'):
            quote = c
        elif c == "#" and (not shell or i == 0 or text[i - 1] in " \t\n;|&("):
            end = text.find("\n", i)
            end = n if end < 0 else end
            _blank(chars, i, end)
            i = end
            continue
        i += 1
    return "".join(chars)


def strip_comments(path, text):
    name = path.rsplit("/", 1)[-1]
    suffix = name.rsplit(".", 1)[-1] if "." in name else ""
    if suffix in ("cpp", "h"):
        return strip_c_like(text, "cpp")
    if suffix in ("ts", "tsx", "js", "mjs"):
        return strip_c_like(text, "js")
    if suffix == "css":
        return strip_c_like(text, "css")
    if suffix == "py":
        return strip_python(text)
    if suffix == "sh":
        return strip_hash(text, shell=True)
    if suffix == "cmake" or name in ("CMakeLists.txt", "Makefile"):
        return strip_hash(text, shell=False)
    return text


def first_mention(matcher, path, text):
    """(line number, line) of the first mention of a game in the file's code, or None."""
    code = strip_comments(path, text)
    for number, line in enumerate(code.split("\n"), 1):
        if matcher.first(fold(line)):
            return number, text.split("\n")[number - 1].strip()
    return None


# ---- the repository ---------------------------------------------------------------------------

def tracked(repo):
    """The tracked files' paths, or None where there is no git or no checkout."""
    try:
        out = subprocess.run(["git", "-C", str(repo), "ls-files", "-z"], capture_output=True, text=True)
    except OSError:
        return None
    if out.returncode != 0:
        return None
    return [f for f in out.stdout.split("\0") if f]


def display_names(repo, files, families, ids):
    """{id: display name} from the games' descriptions ({"id", "Name", ...} in src/games/<fam>/),
    read without a build; a game whose name is not found there keeps its id's spellings."""
    names = {}
    for f in files:
        parts = f.split("/")
        if len(parts) > 3 and parts[:2] == ["src", "games"] and parts[2] in families and f.endswith(".cpp"):
            try:
                text = (repo / f).read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                continue
            for game_id, name in re.findall(r'\{\s*"([a-z0-9_]+)"\s*,\s*"([^"]+)"', text):
                if game_id in ids:
                    names.setdefault(game_id, name)
    return names


def counted_files(repo, files):
    """(files in scope, not excluded and outside the allowed folders; game ids; matcher)."""
    contract = repo / CONTRACT
    try:
        m = GAME_IDS.search(contract.read_text(encoding="utf-8"))
    except OSError:
        m = None
    ids = re.findall(r"'([^']+)'", m.group(1)) if m else []
    if not ids:
        raise SystemExit(f"check_game_mentions: no gameIds in {CONTRACT}: the game ids come from there "
                         "(cubilete protocol --typescript writes it)")
    families = sorted({f.split("/")[2] for f in files if f.startswith("src/games/") and f.count("/") >= 3})
    if not families:
        raise SystemExit("check_game_mentions: src/games/ has no family folder")
    web_games = sorted({f.split("/")[3] for f in files
                        if f.startswith("web/src/games/") and f.count("/") == 4 and f.endswith("/index.ts")})
    allowed = tuple(f"src/{layer}/{fam}/" for layer in ("games", "solve", "bots", "catalog") for fam in families)
    allowed += tuple(f"web/src/games/{d}/" for d in web_games) + ("src/catalog/all_games.cpp",)
    shown = display_names(repo, files, families, ids)
    matcher = Matcher({i: aliases(i, shown.get(i)) for i in ids})

    chosen = []
    for f in files:
        if not any(f.startswith(s) if s.endswith("/") else f == s for s in SCOPE):
            continue
        if f.startswith(EXCLUDED_ROOTS) or f.endswith(EXCLUDED_SUFFIXES):
            continue
        if f.startswith("web/src/") and (f.endswith(".test.ts") or "/fixtures/" in f):
            continue
        if f.startswith(allowed):
            continue
        chosen.append(f)
    return chosen, matcher


def check(repo, show_list):
    repo = pathlib.Path(repo)
    files = tracked(repo) if repo.is_dir() else None
    if files is None:
        print(f"check_game_mentions: {repo} is no git checkout (or git is missing), so this checks nothing there")
        return 0
    chosen, matcher = counted_files(repo, files)
    found = []
    for f in chosen:
        try:
            text = (repo / f).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):  # deleted in the work tree, or not text
            continue
        hit = first_mention(matcher, f, text)
        if hit:
            found.append(f"{f}:{hit[0]}: {hit[1]}")
    count = len(found)
    if show_list or count != EXPECTED:
        print("\n".join(found))
    if count > EXPECTED:
        print(f"{count} files outside the families' folders name a game; expected {EXPECTED}: say it through the "
              f'game\'s catalog entry (docs/architecture.md, "Adding a game") or, for a default or an example, '
              "raise EXPECTED in scripts/check_game_mentions.py")
        return 1
    if count < EXPECTED:
        print(f"{count} files outside the families' folders name a game, fewer than {EXPECTED}: "
              f"lower EXPECTED to {count} in scripts/check_game_mentions.py")
        return 1
    print(f"{count} files outside the families' folders name a game, as expected")
    return 0


# ---- the self-test ----------------------------------------------------------------------------

def self_test():
    ids = ["general", "generala", "crag", "damma", "matterhorn", "multiplicacao", "buck_dice",
           "flores_amarradas", "triplo_seis"]
    matcher = Matcher({i: aliases(i, {"multiplicacao": "Multiplicação"}.get(i)) for i in ids})

    def names(path, text):
        return first_mention(matcher, path, text) is not None

    cases = [
        ("a.h", "struct MatterhornHint {};", True),
        ("a.h", "kDamma = 1;", True),
        ("a.ts", "registerDamma9Tests();", True),
        ("a.cpp", 'auto m = matterhorn_measure();', True),
        ("a.cpp", 'f("damma9");', True),
        ("a.cpp", 'f("generala");', True),
        ("a.cpp", 'f("Buck Dice"); f("buck-dice"); f("BuckDice");', True),
        ("a.cpp", 'f("Multiplicação");', True),
        ("a.cpp", "int FLORES_ROWS = 2;", True),
        ("a.cpp", 'f("triplo");', True),
        ("a.cpp", "int generalised = 1; int dammas = 2; int DAMMAS = 3;", False),
        ("a.cpp", "int scrag = 1; int pregeneral = 2;", False),
        ("a.cpp", "// Damma\nint x; /* generala\n matterhorn */ int y;", False),
        ("a.cpp", "int x = 60'000; // Damma's board", False),
        ("a.cpp", 'const char* s = R"(// not a comment: damma)";', True),
        ("a.cpp", 'const char* s = "/* farkle */ crag";', True),
        ("a.ts", "const re = /(?: \\(damma\\))?/; // crag", True),
        ("a.ts", "const s = `a ${x ? 'b' : `c`} damma`;", True),
        ("a.ts", "const s = `a ${x /* crag */} b`; // general", False),
        ("a.css", ".x { background: url(http://example.org/a.png); } .damma-table {}", True),
        ("a.css", "/* .damma-table */ .x {}", False),
        ("a.py", '"""Damma, Generala."""\nx = 1  # crag\n', False),
        ("a.py", 'def f():\n    """Generala."""\n    return "damma"\n', True),
        ("a.py", 'GAME = "generala"\n', True),
        ("a.sh", '# generala\necho "$#" "general" # crag\n', True),
        ("a.sh", "# generala\necho $# ${#x} # crag\n", False),
        ("CMakeLists.txt", 'set(X "a # damma") # crag\n', True),
        ("CMakeLists.txt", 'set(X "a") # crag\n', False),
    ]
    failures = 0
    for path, text, expected in cases:
        if names(path, text) != expected:
            failures += 1
            print(f"self-test: {path}: {text!r} should {'' if expected else 'not '}name a game")
    if failures:
        print(f"self-test: {failures} of {len(cases)} cases failed")
        return 1
    print(f"self-test: {len(cases)} cases pass")
    return 0


def main(args):
    if args == ["--self-test"]:
        return self_test()
    show_list = "--list" in args
    rest = [a for a in args if a != "--list"]
    if len(rest) != 1 or rest[0].startswith("-"):
        print(__doc__, file=sys.stderr)
        return 2
    return check(rest[0], show_list)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
