#!/usr/bin/env bash
# One floor for each job: a file may include headers of its own layer and the layers
# below it, never above. The layers, lowest first (docs/architecture.md):
#   core -> games -> solve -> bots -> catalog -> present -> table -> crypto -> verify -> accounts
#        -> store -> server -> loadtest -> cli, python
# Each is a folder of src/ (loadtest: tools/loadtest; python, the bindings of `import cubilete`:
# python/src, a top layer like cli that links the engine up to present). The link order is the first guard (each
# layer's library links only those below it; scripts/check_link_layers.py reads the libraries);
# this one reads the #include lines, which also covers headers that define everything inline.
# JSON is written from present up (the layers below hand typed values up, the presenters write
# them), so a layer below present may not include the JSON library either.
# Usage: check_layers.sh [REPO_DIR]; exits 1 naming every include that runs up.
set -euo pipefail
repo="${1:-$(dirname "$0")/..}"
layers=(core games solve bots catalog present table crypto verify accounts store server loadtest cli python)
declare -A rank
for i in "${!layers[@]}"; do rank[${layers[$i]}]=$i; done

status=0
checked=0
while IFS= read -r -d '' file; do
  own="${file#"$repo"/}"
  own="${own#src/}"
  own="${own#tools/}"
  [[ "$own" == python/src/* ]] && own=python
  own="${own%%/*}"
  if [[ -z "${rank[$own]+x}" ]]; then
    echo "check_layers: $file is in $own, which is no layer; add it to the list in $0" >&2
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
      echo "check_layers: ${file#"$repo"/} includes \"$included\": $layer is above $own" >&2
      status=1
    fi
  done < <(grep -E '^[[:space:]]*#[[:space:]]*include[[:space:]]+"' "$file" || true)
  if (( rank[$own] < rank[present] )) && grep -qE '^[[:space:]]*#[[:space:]]*include[[:space:]]+<nlohmann/' "$file"; then
    echo "check_layers: ${file#"$repo"/} includes the JSON library, which $own is below (present/ writes JSON)" >&2
    status=1
  fi
done < <(find "$repo/src" "$repo/tools" "$repo/python/src" -type f \( -name '*.cpp' -o -name '*.h' \) -print0)

if (( checked == 0 )); then
  echo "check_layers: no sources under $repo/src" >&2
  exit 1
fi
if (( status == 0 )); then echo "check_layers: $checked files, every include runs down"; fi
exit $status
