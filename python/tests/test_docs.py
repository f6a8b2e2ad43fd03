"""docs/python.md's Python blocks run, top to bottom in one session, and the examples run."""
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_pages_examples_run(capsys):
    page = (ROOT / "docs" / "python.md").read_text(encoding="utf-8")
    blocks = re.findall(r"^```python\n(.*?)^```", page, re.S | re.M)
    assert len(blocks) >= 3
    session = {}
    for block in blocks:
        exec(compile(block, "docs/python.md", "exec"), session)


def test_the_examples_run():
    examples = sorted((ROOT / "python" / "examples").glob("*.py"))
    assert examples
    for example in examples:
        done = subprocess.run([sys.executable, str(example), "--quick"], capture_output=True, text=True,
                              timeout=300)
        assert done.returncode == 0, f"{example.name}: {done.stderr}"
        assert done.stdout.strip(), f"{example.name} printed nothing"
