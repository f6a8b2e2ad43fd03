#!/usr/bin/env bash
# One floor for each job (issue 27): a file may include headers of its own layer and the layers
# below it, never above. The layers, lowest first:
#   core -> games -> solve -> bots -> catalog -> table -> fair -> store -> server -> loadtest -> cli
# (catalog wires each game to its bots, solvers and advisors; fair holds the record verification,
# which builds a Table). Usage: check_layers.sh [SRC_DIR]; exits 1 naming every include that runs up.
set -euo pipefail
src="${1:-$(dirname "$0")/../src}"
layers=(core games solve bots catalog table fair store server loadtest cli)
declare -A rank
for i in "${!layers[@]}"; do rank[${layers[$i]}]=$i; done

status=0
checked=0
while IFS= read -r -d '' file; do
  own="${file#"$src"/}"
  own="${own%%/*}"
  if [[ -z "${rank[$own]+x}" ]]; then
    echo "check_layers: $file is in src/$own, which is no layer; add it to the list in $0" >&2
    status=1
    continue
  fi
  checked=$((checked + 1))
  while IFS= read -r line; do
    included="${line#*\"}"
    included="${included%%\"*}"
    layer="${included%%/*}"
    [[ -n "${rank[$layer]+x}" ]] || continue  # a system or third-party header
    if (( rank[$layer] > rank[$own] )); then
      echo "check_layers: ${file#"$src"/} includes \"$included\": $layer is above $own" >&2
      status=1
    fi
  done < <(grep -E '^[[:space:]]*#[[:space:]]*include[[:space:]]+"' "$file" || true)
done < <(find "$src" -type f \( -name '*.cpp' -o -name '*.h' \) -print0)

if (( checked == 0 )); then
  echo "check_layers: no sources under $src" >&2
  exit 1
fi
if (( status == 0 )); then echo "check_layers: $checked files, every include runs down"; fi
exit $status
