"""The Python suite (ctest `python`): the API against the command line it mirrors.

--cubilete-bin: the command line of the same build; --build-dir: that build (the wheel test packs
its python/ folder). PYTHONPATH points at build/python (CMake sets it).
"""
import json
import subprocess

import pytest


def pytest_addoption(parser):
    parser.addoption("--cubilete-bin", default="build/cubilete", help="the cubilete command of this build")
    parser.addoption("--build-dir", default="build", help="the CMake build folder")


@pytest.fixture(scope="session")
def build_dir(request):
    return request.config.getoption("--build-dir")


@pytest.fixture(scope="session")
def cli(request):
    """cli("solve", "yatzy") -> the command's --json document."""
    binary = request.config.getoption("--cubilete-bin")

    def run(*args):
        done = subprocess.run([binary, *args, "--json"], capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, f"cubilete {' '.join(args)}: {done.stderr}"
        return json.loads(done.stdout)

    return run
