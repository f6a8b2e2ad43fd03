#!/usr/bin/env python3
"""Prints again, at the very end of a run, what each failed ctest test wrote.

    failed_tests.py BUILD [LINES]

ctest prints a failed test's output when the test ends, which for a long test started first (the
PostgreSQL store's) is early in a long log; whoever reads only the log's end still sees why each
test failed. LINES: the last lines kept of each test's output (120 unless given)."""
import re
import sys


def failed_blocks(log):
    """(name, output lines) of each test that did not pass, in the log's order."""
    blocks = re.split(r"\n(?=\d+/\d+ Testing: )", log)
    for block in blocks:
        head = re.match(r"\d+/\d+ Testing: (.*)", block)
        if not head:
            continue
        if "\nTest Passed." in block:
            continue
        output = block.split("Output:\n" + "-" * 58 + "\n", 1)[-1]
        output = output.split("<end of output>", 1)[0]
        yield head.group(1).strip(), output.splitlines()


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    build = sys.argv[1]
    keep = int(sys.argv[2]) if len(sys.argv) == 3 else 120
    try:
        with open(f"{build}/Testing/Temporary/LastTest.log", encoding="utf-8", errors="replace") as f:
            log = f.read()
    except OSError as e:
        sys.exit(f"failed_tests: no ctest log to read: {e}")
    for name, lines in failed_blocks(log):
        print(f"==== {name} failed; the last {min(keep, len(lines))} of its {len(lines)} lines:")
        for line in lines[-keep:]:
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
