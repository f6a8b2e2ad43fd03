#!/usr/bin/env python3
"""One floor for each job: a file may include headers of its own layer and the layers below it,
never above. The layers, lowest first (docs/architecture.md):
  core -> games -> solve -> bots -> catalog -> present -> table -> crypto -> verify -> accounts
       -> store -> server -> loadtest -> cli, python
Each is a folder of src/ (loadtest: tools/loadtest; python, the bindings of `import cubilete`:
python/src, a top layer like cli that links the engine up to present). The link order is the first
guard (each layer's library links only those below it; scripts/check_link_layers.py reads the
libraries); this one reads the #include lines, which also covers headers that define everything
inline. JSON is written from present up (the layers below hand typed values up, the presenters
write them), so a layer below present may not include the JSON library either.

Usage: check_layers.py [REPO_DIR]; exits 1 naming every include that runs up.
"""
import re
import sys
from pathlib import Path

LAYERS = "core games solve bots catalog present table crypto verify accounts store server loadtest cli python".split()
RANK = {name: i for i, name in enumerate(LAYERS)}
INCLUDE = re.compile(r'^[ \t]*#[ \t]*include[ \t]+"([^"]*)"', re.M)
JSON = re.compile(r'^[ \t]*#[ \t]*include[ \t]+<nlohmann/', re.M)


def layer_of(relative):
    """The layer a file of the repository (a path relative to it) belongs to."""
    parts = relative.parts
    if parts[:2] == ("python", "src"):
        return "python"
    return parts[1] if parts[0] in ("src", "tools") else parts[0]


def main():
    repo = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent)
    problems = []
    checked = 0
    for root in (repo / "src", repo / "tools", repo / "python" / "src"):
        for path in sorted(p for p in root.rglob("*") if p.suffix in (".cpp", ".h") and p.is_file()):
            relative = path.relative_to(repo)
            own = layer_of(relative)
            if own not in RANK:
                problems.append(f"{relative} is in {own}, which is no layer; add it to LAYERS in {sys.argv[0]}")
                continue
            checked += 1
            text = path.read_text(encoding="utf-8", errors="replace")
            for included in INCLUDE.findall(text):
                layer = included.split("/", 1)[0]
                if layer in RANK and RANK[layer] > RANK[own]:
                    problems.append(f'{relative} includes "{included}": {layer} is above {own}')
            if RANK[own] < RANK["present"] and JSON.search(text):
                problems.append(f"{relative} includes the JSON library, which {own} is below (present/ writes JSON)")
    for problem in problems:
        print(f"check_layers: {problem}", file=sys.stderr)
    if checked == 0:
        print(f"check_layers: no sources under {repo}/src", file=sys.stderr)
        return 1
    if problems:
        return 1
    print(f"check_layers: {checked} files, every include runs down")
    return 0


if __name__ == "__main__":
    sys.exit(main())
