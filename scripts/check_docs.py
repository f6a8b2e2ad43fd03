#!/usr/bin/env python3
"""Every reference to a document leads somewhere real (the ctest test docs_references).

    python3 scripts/check_docs.py

1. In README.md and docs/**/*.md, every relative link (and <img src>) names a file of the
   repository, and a link's #anchor names a heading of the page it leads to.
2. There, every inline code span that is a path under one of the repository's folders
   (`src/store/schema.cpp`, `deploy/nginx/render.sh`) names a file or folder that exists, unless
   git ignores it (`web/dist` is built) or it holds a placeholder (`fuzz/corpus/HARNESS/crash-*`).
3. In every tracked text file (code comments included), every `NAME.md` cited names a document of
   the repository: a path from the repository's root or from the citing file's folder, or a bare
   name that is some tracked document's name (`RULES.md`, `security.md`). A cited section must
   exist too: `RULES.md §4.6` a heading numbered 4.6 of docs/RULES.md, and `X.md, "Some words"`
   those words, as written, in X.md.
4. docs/architecture.md's diagram draws the layers in the order scripts/check_layers.py enforces.
Each failure names the file and line, and what it points at.
"""
import os
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FOLDERS = ("src", "tests", "web", "fuzz", "bench", "scripts", "deploy", "tools", "docs", "python")
# docs/plans/ holds plans for work not yet done, which name the files that work will add.
SKIP = ("fuzz/corpus/", "docs/seeds/0", "web/package-lock.json", "scripts/check_docs.py", "docs/plans/")


def tracked():
    try:
        out = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-z", "--cached", "--others", "--exclude-standard"], check=True,
                             capture_output=True, text=True).stdout
        return [ROOT / f for f in out.split("\0") if f]
    except (OSError, subprocess.CalledProcessError):  # a copy without git: walk it
        files = []
        for d, dirs, names in os.walk(ROOT):
            dirs[:] = [x for x in dirs if x not in (".git", "node_modules") and not x.startswith("build")]
            files += [pathlib.Path(d) / n for n in names]
        return files


def ignored(rel):
    try:
        return any(subprocess.run(["git", "-C", str(ROOT), "check-ignore", "-q", r]).returncode == 0
                   for r in (rel, rel.rstrip("/") + "/"))
    except OSError:
        return False


def slug(heading):
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def prose_lines(text):
    """(line number, line) outside fenced code blocks."""
    fenced = False
    for n, line in enumerate(text.splitlines(), 1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if not fenced:
            yield n, line


def anchors(path):
    seen, out = {}, set()
    for _, line in prose_lines(path.read_text(encoding="utf-8")):
        m = re.match(r"^#{1,6} (.*)$", line)
        if m:
            s = slug(m.group(1))
            out.add(s if s not in seen else f"{s}-{seen[s]}")
            seen[s] = seen.get(s, 0) + 1
    return out


def inside(path):
    try:
        path.resolve().relative_to(ROOT)
        return path.exists()
    except ValueError:
        return False


def check_markdown(path, problems):
    rel = path.relative_to(ROOT)
    for n, line in prose_lines(path.read_text(encoding="utf-8")):
        targets = re.findall(r"\]\(([^)\s]+)\)", line) + re.findall(r'<img src="([^"]+)"', line)
        for target in targets:
            if re.match(r"^[a-z]+:", target):
                continue
            file, _, anchor = target.partition("#")
            dest = path if not file else path.parent / file
            if not inside(dest):
                problems.append(f"{rel}:{n}: the link {target} leads to no file of the repository")
            elif anchor and dest.suffix == ".md" and anchor not in anchors(dest):
                problems.append(f"{rel}:{n}: the link {target}: {dest.relative_to(ROOT)} has no heading #{anchor}")
        for span in re.findall(r"`([^`\s]+)`", re.sub(r"\]\([^)]*\)", "]", line)):
            span = span.rstrip(".,:;")
            if not re.match(rf"^({'|'.join(FOLDERS)})/", span) or re.search(r"[A-Z]{3,}|[*<>{}$]|\.\.\.", span):
                continue
            if not ((ROOT / span).exists() or (path.parent / span).exists() or ignored(span)):
                problems.append(f"{rel}:{n}: `{span}` is no file or folder of the repository")


def documents():
    names = {}
    for f in tracked():
        if f.suffix == ".md":
            names.setdefault(f.name, []).append(f)
    return names




CITATION = re.compile(r"(?<![\w/.:-])((?:\.\.?/)*[\w./-]*\w\.md)\b(?:,? \"([^\"]+)\"| §(\d+(?:\.\d+)?))?")


def check_citations(path, docs, problems):
    rel = path.relative_to(ROOT)
    try:
        text = path.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError):
        return
    for n, line in enumerate(text.splitlines(), 1):
        for m in CITATION.finditer(line):
            name, words, section = m.group(1), m.group(2), m.group(3)
            if "/" in name:
                found = [p for p in (ROOT / name, path.parent / name) if inside(p)]
            else:
                found = docs.get(name, [])
            if not found:
                problems.append(f"{rel}:{n}: cites {name}, which is not in the repository")
                continue
            target = found[0].resolve()
            body = target.read_text(encoding="utf-8")
            if section and not re.search(rf"^#{{2,6}} {re.escape(section)}\.? ", body, re.M):
                problems.append(
                    f"{rel}:{n}: cites {name} §{section}, a section {target.relative_to(ROOT)} does not have")
            if words and words not in re.sub(r"\s+", " ", body):
                problems.append(
                    f"{rel}:{n}: cites {name}, \"{words}\", words {target.relative_to(ROOT)} does not hold")


def check_layers_diagram(problems):
    """docs/architecture.md draws the layers in the order scripts/check_layers.py enforces."""
    script = (ROOT / "scripts" / "check_layers.py").read_text(encoding="utf-8")
    order = re.search(r'^LAYERS = "([^"]*)"', script, re.M).group(1).split()
    page = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    block = re.search(r"<!-- the layers diagram[^>]*-->\n```\n(.*?)```", page, re.S)
    drawn = re.findall(r"^([a-z]+) +(?:src|tools|python)/", block.group(1), re.M) if block else []
    if drawn[::-1] != order:
        problems.append(f"docs/architecture.md: the layers diagram, lowest first, is {drawn[::-1]}; "
                        f"scripts/check_layers.py enforces {order}")


def main():
    problems = []
    check_layers_diagram(problems)
    docs = documents()
    for f in tracked():
        r = f.relative_to(ROOT).as_posix()
        if r.startswith(SKIP) or not f.is_file():
            continue
        if f.suffix == ".md" and (r == "README.md" or r.startswith("docs/")):
            check_markdown(f, problems)
        check_citations(f, docs, problems)
    problems = list(dict.fromkeys(problems))  # a name cited twice on a line is one problem
    for p in problems:
        print(p)
    if problems:
        print(f"{len(problems)} reference(s) lead nowhere: point them at a document of the repository "
              "(docs/), or bring the document in")
        sys.exit(1)
    print("every link, path and document cited exists")


if __name__ == "__main__":
    main()
