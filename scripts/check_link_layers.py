#!/usr/bin/env python3
"""One floor for each job, at link time: no layer's library may need a symbol that
only a layer above it defines. Static libraries do not fail to link on their own when a lower
layer calls up (the linker may have pulled the symbol in already for someone else), so this reads
them: `nm` lists what each archive defines and what it needs.

Usage: check_link_layers.py LAYER=ARCHIVE ...   (lowest layer first, as CMakeLists.txt links them)
Exits 1 naming every symbol a layer needs from a layer above it, with the object that needs it.
"""
import re
import subprocess
import sys

# nm's POSIX format, after "ARCHIVE[OBJECT]: ": the name, its type letter, then (defined symbols)
# a value and maybe a size. Demangled C++ names hold spaces, so the name is what precedes them.
DEFINED = re.compile(r'^(.*) [A-Za-z] [0-9a-f]+(?: [0-9a-f]+)?\s*$')
UNDEFINED = re.compile(r'^(.*) [Uw]\s*$')


def symbols(archive):
    """(defined, needed): defined symbols, and {needed symbol: first object needing it}."""
    out = subprocess.run(['nm', '--defined-only', '-A', '-C', '--format=posix', archive],
                         capture_output=True, text=True, check=True).stdout
    defined = set()
    for line in out.splitlines():
        match = DEFINED.match(line.split(': ', 1)[1]) if ': ' in line else None
        if match:
            defined.add(match.group(1))
    out = subprocess.run(['nm', '--undefined-only', '-A', '-C', '--format=posix', archive],
                         capture_output=True, text=True, check=True).stdout
    needed = {}
    for line in out.splitlines():
        if ': ' not in line:
            continue
        where, rest = line.split(': ', 1)
        match = UNDEFINED.match(rest)
        if match:
            needed.setdefault(match.group(1), where)
    return defined, needed


def main(args):
    if not args:
        print(__doc__, file=sys.stderr)
        return 2
    layers = []
    for arg in args:
        name, _, archive = arg.partition('=')
        if not archive:
            print(f'check_link_layers: "{arg}" is not LAYER=ARCHIVE', file=sys.stderr)
            return 2
        layers.append((name, *symbols(archive)))
    problems = 0
    for i, (name, defined_here, needed) in enumerate(layers):
        below = set(defined_here)
        for _, defined, _ in layers[:i]:
            below |= defined
        for symbol, where in sorted(needed.items()):
            if symbol in below:
                continue
            above = [n for n, defined, _ in layers[i + 1:] if symbol in defined]
            if above:
                problems += 1
                print(f'check_link_layers: {name} ({where.split("[")[-1].rstrip("]")}) needs {symbol}, '
                      f'defined only in {", ".join(above)} above it', file=sys.stderr)
    if problems:
        return 1
    print(f'check_link_layers: {len(layers)} layers, no call runs up')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
