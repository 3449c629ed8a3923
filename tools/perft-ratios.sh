#!/usr/bin/env bash
# Runs the perft criterion bench (ours vs cozy-chess) for each slider backend, with and without
# -C target-cpu=native, and prints the median times and the ratio ours/cozy (below 1 = we are faster).
# Usage: tools/perft-ratios.sh   (takes about 8 minutes on two cores; run nothing else meanwhile)
set -euo pipefail
cd "$(dirname "$0")/.."

median_ms() { # criterion's median estimate for one benchmark, in milliseconds
  sed -E 's/.*"median":\{[^}]*\},"point_estimate":([0-9.e+]+).*/\1/' "target/criterion/$1/new/estimates.json" |
    awk '{ printf "%.1f", $1 / 1e6 }'
}

printf '%-10s %-7s %-9s %10s %12s %7s\n' backend native position hetman_ms cozy_ms ratio
for features in "" "magic"; do
  for native in no yes; do
    flags=""
    [ "$native" = yes ] && flags="-C target-cpu=native"
    RUSTFLAGS="$flags" cargo bench -q --bench perft ${features:+--features $features} >/dev/null 2>&1
    for group in perft_startpos_d6 perft_kiwipete_d5; do
      ours=$(median_ms "$group/hetman")
      theirs=$(median_ms "$group/cozy-chess")
      ratio=$(awk -v a="$ours" -v b="$theirs" 'BEGIN { printf "%.3f", a / b }')
      printf '%-10s %-7s %-9s %10s %12s %7s\n' "${features:-hyperbola}" "$native" "${group#perft_}" "$ours" "$theirs" "$ratio"
    done
  done
done
