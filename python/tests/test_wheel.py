"""The wheel: built with no network from this build's package folder, installed into a virtual
environment that sees Debian's numpy (--system-site-packages), imported from there."""
import json
import os
import subprocess
import sys
from pathlib import Path

import cubilete

PYTHON_DIR = Path(__file__).resolve().parent.parent


def test_the_wheel_installs_and_imports(build_dir, tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["CUBILETE_BUILD_DIR"] = os.path.abspath(build_dir)
    subprocess.run([sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(tmp_path),
                    str(PYTHON_DIR)], check=True, env=env, capture_output=True, timeout=300)
    wheels = list(tmp_path.glob("cubilete-*.whl"))
    assert len(wheels) == 1 and cubilete.__version__ in wheels[0].name
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)], check=True, timeout=300)
    subprocess.run([str(venv / "bin" / "pip"), "install", "--no-index", "--no-deps", "-q", str(wheels[0])],
                   check=True, env=env, timeout=300)
    code = ("import json, cubilete, cubilete.envs; "
            "print(json.dumps([cubilete.__file__, cubilete.solve('yatzy').value]))")
    out = subprocess.run([str(venv / "bin" / "python"), "-c", code], check=True, env=env, cwd=tmp_path,
                         capture_output=True, text=True, timeout=300).stdout
    where, value = json.loads(out)
    assert where.startswith(str(venv)) and value == cubilete.solve("yatzy").value
