#!/usr/bin/env bash
# Installs everything cubilete needs from Debian's packages. Safe to run twice:
# packages already present are skipped without touching the network.
set -euo pipefail

packages=(
  build-essential cmake make ninja-build pkg-config
  libgtest-dev libgmock-dev googletest libbenchmark-dev
  nlohmann-json3-dev libfmt-dev libcli11-dev
  # the online table: Beast/Asio (1.81, not the default 1.74), the SQLite store, SHA-256/HMAC
  libboost1.81-dev libsqlite3-dev libssl-dev
  # names people give, compared in Unicode's composed form (ICU's NFC)
  libicu-dev
  # accounts: passwords hashed with Argon2id
  libsodium-dev
  # several servers: the PostgreSQL store and nginx in front (started by the tests)
  libpq-dev postgresql nginx
  # the failover test's helpers (a free port, the report, nginx's health)
  python3 curl
  # `import cubilete` (python/, docs/python.md): the bindings, numpy, the suite, the wheel (built
  # with no network) and the virtual environment it installs into
  pybind11-dev python3-dev python3-numpy python3-pytest python3-build python3-setuptools
  python3-wheel python3-venv
  # the Debian package (make package) and its test: dpkg-shlibdeps, xz, file, the manual page
  # read by man, the unit checked by systemd-analyze and its user made by systemd-sysusers
  dpkg-dev xz-utils file man-db systemd
  # libFuzzer harnesses
  clang libclang-rt-14-dev
  # the browser table: its tests drive Debian's chromium-headless-shell, one of them chromium
  # itself (web/e2e/lib/browser.mjs says why); tmux for terminal screenshots
  chromium chromium-headless-shell tmux
)
# Node.js 20 and npm come with the machine (NodeSource's package, which conflicts with Debian's
# npm); Debian's own are the fallback on a machine without them.
command -v npm >/dev/null 2>&1 || packages+=(nodejs npm)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all packages present"
else
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  echo "install-deps: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# The browser app's packages from the npm registry, as web/package-lock.json pins them (npm ci,
# through the Makefile's rule, so it runs only when the lock file changed).
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
make -C "$repo" --no-print-directory web-deps
