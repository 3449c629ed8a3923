#!/usr/bin/env bash
# Nodes a second of the network build, the classical build and Ethereal 12, as issue 61 asks them
# measured: each engine's own bench, the three alternated round by round so that a noisy machine
# touches all of them alike, and the median of each. Run it with nothing else running:
#
#   tools/nps.sh [HETMAN] [ROUNDS] [ETHEREAL]
#
# HETMAN defaults to target/release/hetman, ROUNDS to 7, ETHEREAL to /usr/games/ethereal-chess
# (Debian's ethereal-chess). The classical build is HETMAN with `--net '<classical>'`; the network
# is the one built in, or the file NET names (`NET=candidate.nnue tools/nps.sh`).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
hetman=${1:-$repo/target/release/hetman}
rounds=${2:-7}
ethereal=${3:-/usr/games/ethereal-chess}

# Hetman's bench ends with "842418 nodes 1764866 nps", Ethereal's with "NPS   : 1449971".
hetman_nps() { "$@" bench 2>&1 | awk '$NF == "nps" { v = $(NF - 1) } END { print v }'; }
ethereal_nps() { "$ethereal" bench 2>&1 | awk 'tolower($0) ~ /nps/ { v = $NF } END { print v }'; }

net=() classical=() other=()
for ((r = 1; r <= rounds; r++)); do
    net+=("$(hetman_nps "$hetman" ${NET:+--net "$NET"})")
    classical+=("$(hetman_nps "$hetman" --net '<classical>')")
    other+=("$(ethereal_nps)")
    echo "round $r: network ${net[-1]}, classical ${classical[-1]}, ethereal ${other[-1]}"
done
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
n=$(median "${net[@]}") c=$(median "${classical[@]}") e=$(median "${other[@]}")
echo "medians over $rounds rounds: network $n, classical $c, ethereal $e"
awk -v n="$n" -v c="$c" -v e="$e" 'BEGIN { printf "network/classical %.2f, network/ethereal %.2f\n", n / c, n / e }'
