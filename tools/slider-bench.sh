#!/usr/bin/env bash
# Compares the slider backends: hyperbola quintessence (default), magic bitboards (--features magic)
# and the incremental ray scheme (--features rays, src/chess/rays.rs). For each build it runs
# benches/sliders.rs (sliding captures of 40 positions; make/unmake of every legal move; the ray
# board's own update) and benches/perft.rs (full perft, against cozy-chess in the same run), and
# prints criterion's median times in microseconds (sliders) and milliseconds (perft).
# Usage: tools/slider-bench.sh   (about 6 minutes on two cores; run nothing else meanwhile)
set -euo pipefail
cd "$(dirname "$0")/.."

median() { # criterion's median estimate for one benchmark, divided by $2 nanoseconds
  sed -E 's/.*"median":\{[^}]*\},"point_estimate":([0-9.e+]+).*/\1/' "target/criterion/$1/new/estimates.json" |
    awk -v unit="$2" '{ printf "%.2f", $1 / unit }'
}

printf '%-10s %-45s %12s\n' build benchmark median
for features in "" "magic" "rays"; do
  build="${features:-hyperbola}"
  cargo bench -q --bench sliders ${features:+--features $features} >/dev/null 2>&1
  cargo bench -q --bench perft ${features:+--features $features} >/dev/null 2>&1
  for dir in target/criterion/captures_*/* target/criterion/update_*/*; do
    [ -f "$dir/new/estimates.json" ] || continue
    name="${dir#target/criterion/}"
    printf '%-10s %-45s %10s us\n' "$build" "$name" "$(median "$name" 1000)"
  done
  for group in perft_startpos_d6 perft_kiwipete_d5; do
    printf '%-10s %-45s %10s ms\n' "$build" "$group/hetman" "$(median "$group/hetman" 1000000)"
    printf '%-10s %-45s %10s ms\n' "$build" "$group/cozy-chess" "$(median "$group/cozy-chess" 1000000)"
  done
  rm -rf target/criterion/captures_* target/criterion/update_*
done
