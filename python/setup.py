"""Packs the CMake build's package folder as it is (pyproject.toml says why and how).

The version is the project's, read from CMakeLists.txt (the one place it is set). The wheel is
platform-specific (the extension module), so the distribution says it has extension modules.
"""
import os
import re
import shutil

from setuptools import setup
from setuptools.dist import Distribution

here = os.path.dirname(os.path.abspath(__file__))
build = os.path.abspath(os.environ.get("CUBILETE_BUILD_DIR", os.path.join(here, "..", "build")))
package = os.path.join(build, "python", "cubilete")
if not os.path.isdir(package) or not any(name.startswith("_cubilete") and name.endswith(".so")
                                         for name in os.listdir(package)):
    raise SystemExit(f"no extension module in {package}: build it first (make build), or set "
                     "CUBILETE_BUILD_DIR to the CMake build folder that has one")

with open(os.path.join(here, "..", "CMakeLists.txt"), encoding="utf-8") as cmake:
    version = re.search(r"project\(cubilete VERSION ([0-9.]+)", cmake.read()).group(1)


class BinaryDistribution(Distribution):
    def has_ext_modules(self):
        return True


# setuptools' own working files go to the CMake build, not beside this file, and start empty each
# time (a file the package no longer has must not ride along from an earlier wheel).
work = os.path.join(build, "python", "wheel-work")
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)

setup(
    version=version,
    options={"build": {"build_base": work}, "egg_info": {"egg_base": work}},
    packages=["cubilete"],
    # setuptools wants a path relative to this folder.
    package_dir={"cubilete": os.path.relpath(package, here)},
    package_data={"cubilete": ["_cubilete*.so"]},
    distclass=BinaryDistribution,
    zip_safe=False,
)
