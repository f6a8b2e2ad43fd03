#!/usr/bin/env bash
# The solitaire and two-player solvers' kernels are compiled once per instruction set, each with
# vectors of the width its registers have (solitaire_solver.cpp, duel_solver.cpp, lane_kernel.h,
# turn_program.h).
# GCC turns a vector wider than the target's registers into scalar code without a word, so this
# reads the machine code: the AVX2 function's maxima must be packed 32-byte ones (vmaxpd on ymm;
# vmaxps for the two-player solver's float tables) with no scalar maximum and no AVX-512
# register, the AVX-512 one's packed on zmm, the baseline one's packed SSE2 (maxpd, maxps).
#
#   packed_kernels_test.sh LIBRARY   (libcubilete_solve.a, or the solvers' object files)
#
# Exits 77 (skipped) where objdump is missing or the library has no x86 kernels.
set -uo pipefail
lib=${1:?usage: packed_kernels_test.sh LIBRARY}
if ! command -v objdump > /dev/null; then
  echo "SKIP: objdump not found (binutils), so the kernels' machine code cannot be read"
  exit 77
fi
dis=$(mktemp)
trap 'rm -f "$dis"' EXIT
objdump -d --no-show-raw-insn -C "$lib" > "$dis" 2> /dev/null || { echo "FAIL: objdump could not read $lib"; exit 1; }

# The instructions of every function whose name contains $1.
body() { awk -v name="$1" '/^[0-9a-f]+ <.*>:$/ { inside = index($0, name) > 0; next } inside' "$dis"; }
count() { grep -cE "$1" <<< "$2" || true; }

if ! grep -q 'solve_mask_avx2(' "$dis"; then
  if grep -q 'solve_mask_16(' "$dis"; then
    echo "SKIP: no x86 kernels in $lib (not an x86 build)"
    exit 77
  fi
  echo "FAIL: no solve_mask_avx2 in $lib"
  exit 1
fi

failed=0
at_least() {  # name, description, count, least
  if (($3 >= $4)); then
    echo "ok: $1: $2 = $3"
  else
    echo "FAIL: $1: $2 = $3, expected at least $4"
    failed=1
  fi
}
none() {  # name, description, count
  if (($3 == 0)); then
    echo "ok: $1: $2 = 0"
  else
    echo "FAIL: $1: $2 = $3, expected none"
    failed=1
  fi
}

# The solitaire solve's slices (maxima) and the policy's row-by-row turn (argmaxima: comparisons
# and blends), each per instruction set.
for kernel in solve_mask:max track_mask:cmplt; do
  op=${kernel#*:} kernel=${kernel%:*}
  avx2=$(body "${kernel}_avx2(")
  at_least "$kernel avx2" "packed 32-byte v${op}pd on ymm" "$(count "\\sv${op}pd\\s.*%ymm" "$avx2")" 8
  at_least "$kernel avx2" "packed 32-byte sums (vaddpd on ymm)" "$(count '\svaddpd\s.*%ymm' "$avx2")" 4
  none "$kernel avx2" "scalar v${op}sd" "$(count "\\sv${op}sd\\s" "$avx2")"
  none "$kernel avx2" "AVX-512 registers (zmm)" "$(count '%zmm' "$avx2")"

  avx512=$(body "${kernel}_avx512(")
  at_least "$kernel avx512" "packed 64-byte maxima (vmaxpd on zmm)" "$(count '\svmaxpd\s.*%zmm' "$avx512")" 8
  none "$kernel avx512" "scalar maxima (vmaxsd)" "$(count '\svmaxsd\s' "$avx512")"

  base=$(body "${kernel}_16(")
  at_least "$kernel sse2" "packed 16-byte ${op}pd" "$(count "\\s${op}pd\\s" "$base")" 8
  none "$kernel sse2" "scalar ${op}sd" "$(count "\\s${op}sd\\s" "$base")"
done

# The two-player solver's pair kernel, for float (ps) and double (pd) tables.
for t in float:s double:d; do
  type=${t%:*} p=${t#*:}
  avx2=$(body "solve_pair_avx2<$type>(")
  at_least "duel avx2 $type" "packed 32-byte maxima (vmaxp$p on ymm)" "$(count "\\svmaxp$p\\s.*%ymm" "$avx2")" 8
  none "duel avx2 $type" "scalar maxima (vmaxs$p)" "$(count "\\svmaxs$p\\s" "$avx2")"
  none "duel avx2 $type" "AVX-512 registers (zmm)" "$(count '%zmm' "$avx2")"

  avx512=$(body "solve_pair_avx512<$type>(")
  at_least "duel avx512 $type" "packed 64-byte maxima (vmaxp$p on zmm)" "$(count "\\svmaxp$p\\s.*%zmm" "$avx512")" 8
  none "duel avx512 $type" "scalar maxima (vmaxs$p)" "$(count "\\svmaxs$p\\s" "$avx512")"

  base=$(body "solve_pair_16<$type>(")
  at_least "duel sse2 $type" "packed 16-byte maxima (maxp$p)" "$(count "\\smaxp$p\\s" "$base")" 8
  none "duel sse2 $type" "scalar maxima (maxs$p)" "$(count "\\smaxs$p\\s" "$base")"
done

if ((failed)); then
  echo "the kernels are not packed vector code for their instruction sets (disassembly of $lib)"
  exit 1
fi
echo "the kernels are packed vector code for each instruction set"
