#!/usr/bin/env bash
# The DocC documentation of every library builds without a warning, and documents at least
# `minimum` percent of each module's public symbols (types, members and globals together, the
# "Abstract" column of DocC's coverage; members the compiler synthesizes, such as an option set's
# `union` or an enum's `init(rawValue:)`, are not counted). One run of the plugin builds every
# library's archive, reusing the package's debug build.
set -euo pipefail
cd "$(dirname "$0")/.."
minimum=80
targets=(ResponderKit ResponderScene ResponderDiagnosis ResponderKitTesting ResponderCapture)
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if ! swift package generate-documentation "${targets[@]/#/--target=}" --warnings-as-errors \
    --experimental-documentation-coverage --experimental-skip-synthesized-symbols \
    --coverage-summary-level brief > "$log" 2>&1; then
    grep -E "warning|error" "$log" | head -40 || tail -40 "$log"
    echo "docs: the documentation does not build without warnings"
    exit 1
fi
# Each library's table follows its line `Building documentation for 'ResponderKit'...`; rows such
# as `Members | 99% (676/684) | …`: add up the first fraction of each row, per library.
for target in "${targets[@]}"; do
    read -r documented total < <(awk -v target="$target" '
        /^Building documentation for / { current = $0; sub(/^Building documentation for \047/, "", current); sub(/\047.*/, "", current) }
        current == target && /^(Types|Members|Globals) +\|/ {
            if (match($0, /\(([0-9]+)\/([0-9]+)\)/)) {
                split(substr($0, RSTART + 1, RLENGTH - 2), pair, "/"); d += pair[1]; t += pair[2]
            }
        }
        END { print d + 0, t + 0 }' "$log")
    if [[ "$total" -eq 0 ]]; then
        echo "docs: no coverage figures for $target"
        exit 1
    fi
    percent=$(( documented * 100 / total ))
    echo "docs: $target builds without warnings; $documented of $total public symbols documented ($percent %)"
    if (( percent < minimum )); then
        echo "docs: $target documents fewer than $minimum % of its public symbols"
        exit 1
    fi
done
