#!/usr/bin/env bash
# Solving Scandinavian Yatzy from nothing: our `cubilete solve yatzy` against dlangk/yatzy's
# `yatzy-precompute` (Rust, rayon), whole-process wall time, alternated runs, both with the same
# number of threads (2 by default). Prints each one's runs, min and median, and the ratio.
#
#   bench/solver_vs_peer.sh PEER_CHECKOUT [BUILD_DIR]
#
# PEER_CHECKOUT: a work tree of github.com/dlangk/yatzy. BUILD_DIR: our build directory
# (default: build), holding `cubilete`; the peer is built under BUILD_DIR/peer-yatzy.
# Environment: RUNS (default 7) runs of each, THREADS (default 2), CUBILETE_SIMD (avx512, avx2 or
# sse2: caps our kernels' vector width, to time the narrower ones on a wider processor; the peer
# is then compiled for the same instruction set: -C target-cpu=x86-64-v3, or x86-64, instead of
# its own native), PEER_TARGET_CPU (overrides the peer's target-cpu).
#
# The peer is built offline. Its manifest asks for crates Debian 12 does not package (axum,
# tokio, tower-http, rand 0.9 for its server and simulator), and the crates registry is not
# reached from here; its solver needs only rayon and memmap2, which Debian packages
# (librust-rayon-dev, librust-memmap2-dev: rayon 1.6 where the peer's manifest asks for 1.10).
# So the peer's own solver sources, unchanged, are compiled under a manifest written here that
# names just those two crates, from /usr/share/cargo/registry, with the peer's release profile
# and its rustflags (-C target-cpu=native). Its `precompute` binary also links the simulator
# (rand 0.9) for another mode, so the program timed is a main written here that takes the very
# path `yatzy-precompute --force` takes (theta 0): the same library calls in the same order.
#
# Ours runs with --no-cache (no solved table is read or written); the peer with --force in an
# empty directory of its own (it would otherwise load the table an earlier run saved; it still
# saves the table it computes, 8 MB, as part of its run).
set -euo pipefail

peer=${1:?usage: bench/solver_vs_peer.sh PEER_CHECKOUT [BUILD_DIR]}
build=${2:-build}
runs=${RUNS:-7}
threads=${THREADS:-2}
peer=$(cd "$peer" && pwd)
build=$(cd "$build" && pwd)
ours="$build/cubilete"
[[ -x $ours ]] || { echo "no $ours: build the cubilete target first" >&2; exit 1; }
src="$peer/solver/src"
[[ -f $src/state_computation.rs && -f $src/bin/precompute.rs ]] ||
  { echo "$peer does not look like a checkout of dlangk/yatzy (no solver/src/state_computation.rs)" >&2; exit 1; }

export PATH="$HOME/.cargo/bin:$PATH"
command -v cargo > /dev/null || { echo "cargo not found (looked in PATH and ~/.cargo/bin)" >&2; exit 1; }
registry=/usr/share/cargo/registry
if ! ls -d $registry/rayon-1.* $registry/memmap2-0.* > /dev/null 2>&1; then
  echo "the peer needs the crates rayon and memmap2, and the crates registry is not reachable:" >&2
  echo "install Debian's: apt-get install librust-rayon-dev librust-memmap2-dev" >&2
  exit 1
fi

case ${CUBILETE_SIMD:-} in
  avx2) target_cpu=${PEER_TARGET_CPU:-x86-64-v3} ;;
  sse2) target_cpu=${PEER_TARGET_CPU:-x86-64} ;;
  *) target_cpu=${PEER_TARGET_CPU:-native} ;;
esac

# The manifest: the peer's solver modules (the closure of what precompute uses) by path.
work="$build/peer-yatzy/$target_cpu"
mkdir -p "$work/src" "$work/cargo-home" "$work/run"
cat > "$work/cargo-home/config.toml" << EOF
[source.crates-io]
replace-with = "debian"
[source.debian]
directory = "$registry"
[net]
offline = true
[build]
rustflags = ["-C", "target-cpu=$target_cpu"]
EOF
cat > "$work/Cargo.toml" << EOF
[package]
name = "yatzy"
version = "0.0.0"
edition = "2021"

[lib]
path = "src/lib.rs"

[[bin]]
name = "peer-precompute"
path = "src/main.rs"

[dependencies]
rayon = "1"
memmap2 = "0.5"

[features]
default = ["full"]
full = []
timing = []

[profile.release]
opt-level = 3
lto = "fat"
codegen-units = 1
panic = "abort"
EOF
{
  echo "#![allow(clippy::needless_range_loop)]"
  for m in constants dice_mechanics game_mechanics phase0_tables types widget_solver batched_solver env_config \
    simd state_computation storage; do
    echo "#[path = \"$src/$m.rs\"] pub mod $m;"
  done
} > "$work/src/lib.rs"
cat > "$work/src/main.rs" << 'EOF'
// solver/src/bin/precompute.rs's main with no option given but --force.
fn main() {
    let _base = yatzy::env_config::init_base_path();
    let _threads = yatzy::env_config::init_rayon_threads();
    let mut ctx = yatzy::types::YatzyContext::new_boxed();
    yatzy::phase0_tables::precompute_lookup_tables(&mut ctx);
    yatzy::state_computation::compute_all_state_values_force(&mut ctx);
    println!("Precomputation complete.");
}
EOF
echo "building the peer ($(git -C "$peer" rev-parse --short HEAD 2> /dev/null || echo "?"), target-cpu=$target_cpu) in $work ..." >&2
if ! (cd "$work" && CARGO_HOME="$work/cargo-home" cargo build --release --offline --bin peer-precompute \
  > "$work/build.log" 2>&1); then
  tail -30 "$work/build.log" >&2
  echo "the peer did not build offline against Debian's crates (log: $work/build.log)" >&2
  exit 1
fi
theirs="$work/target/release/peer-precompute"

now() { date +%s.%N; }
declare -a t_ours t_theirs
ours_value=""
for ((i = 1; i <= runs; i++)); do
  start=$(now)
  out=$("$ours" solve yatzy --no-cache --threads "$threads" --json)
  t_ours+=("$(echo "$(now) - $start" | bc)")
  ours_value=$(sed -n 's/.*"value": *\([0-9.]*\).*/\1/p' <<< "$out")
  rm -rf "$work/run/data"
  mkdir -p "$work/run/data/strategy_tables"
  start=$(now)
  out=$(YATZY_BASE_PATH="$work/run" RAYON_NUM_THREADS="$threads" "$theirs")
  t_theirs+=("$(echo "$(now) - $start" | bc)")
  printf 'run %d: ours %.3f s, peer %.3f s\n' "$i" "${t_ours[-1]}" "${t_theirs[-1]}"
done

stats() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {m = NR % 2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2; printf "%.3f %.3f", a[1], m}'; }
read -r ours_min ours_med <<< "$(stats "${t_ours[@]}")"
read -r theirs_min theirs_med <<< "$(stats "${t_theirs[@]}")"
echo "machine: $(lscpu | sed -n 's/^Model name: *//p'), $threads threads, $runs runs each${CUBILETE_SIMD:+, CUBILETE_SIMD=$CUBILETE_SIMD}"
echo "ours (cubilete solve yatzy --no-cache): min $ours_min s, median $ours_med s, value $ours_value"
echo "peer (precompute --force path, target-cpu=$target_cpu): min $theirs_min s, median $theirs_med s"
awk -v a="$ours_min" -v b="$theirs_min" -v c="$ours_med" -v d="$theirs_med" \
  'BEGIN {printf "ratio peer/ours: %.2fx (min), %.2fx (median)\n", b / a, d / c}'
