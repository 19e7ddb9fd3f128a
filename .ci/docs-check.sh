#!/usr/bin/env bash
# The DocC documentation of every library builds without a warning, and documents at least
# `minimum` percent of each module's public symbols (types, members and globals together, the
# "Abstract" column of DocC's coverage; members the compiler synthesizes, such as an option set's
# `union` or an enum's `init(rawValue:)`, are not counted).
set -euo pipefail
cd "$(dirname "$0")/.."
minimum=80
for target in ResponderKit ResponderScene ResponderDiagnosis ResponderKitTesting; do
    log="$(mktemp)"
    if ! swift package generate-documentation --target "$target" --warnings-as-errors \
        --experimental-documentation-coverage --experimental-skip-synthesized-symbols \
        --coverage-summary-level brief > "$log" 2>&1; then
        grep -E "warning|error" "$log" | head -40 || tail -40 "$log"
        echo "docs: $target does not build without warnings"
        rm -f "$log"
        exit 1
    fi
    # Rows such as `Members | 99% (676/684) | …`: add up the first fraction of each row.
    read -r documented total < <(grep -E '^(Types|Members|Globals) +\|' "$log" \
        | sed -E 's/^[A-Za-z]+ +\| *[0-9.]+% \(([0-9]+)\/([0-9]+)\).*/\1 \2/' \
        | awk '{ d += $1; t += $2 } END { print d, t }')
    rm -f "$log"
    if [[ -z "${total:-}" || "$total" -eq 0 ]]; then
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
