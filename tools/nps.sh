#!/usr/bin/env bash
# Nodes a second of Hetman and Ethereal 12, as issue 61 asks them measured: each engine's own
# bench, alternated round by round so that a noisy machine touches all of them alike, and the
# median of each. Run it with nothing else running:
#
#   tools/nps.sh [HETMAN] [ROUNDS] [ETHEREAL]
#
# HETMAN defaults to target/release/hetman, ROUNDS to 7, ETHEREAL to /usr/games/ethereal-chess
# (Debian's ethereal-chess). The network is the one built in, or the file NET names
# (`NET=candidate.nnue tools/nps.sh`). REF names a second Hetman binary (an older commit's
# build, say) to alternate with the first: `REF=/path/to/old/hetman tools/nps.sh`.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
hetman=${1:-$repo/target/release/hetman}
rounds=${2:-7}
ethereal=${3:-/usr/games/ethereal-chess}

# Hetman's bench ends with "842418 nodes 1764866 nps", Ethereal's with "NPS   : 1449971".
hetman_nps() { "$@" bench 2>&1 | awk '$NF == "nps" { v = $(NF - 1) } END { print v }'; }
ethereal_nps() { "$ethereal" bench 2>&1 | awk 'tolower($0) ~ /nps/ { v = $NF } END { print v }'; }

net=() ref=() other=()
for ((r = 1; r <= rounds; r++)); do
    net+=("$(hetman_nps "$hetman" ${NET:+--net "$NET"})")
    line="round $r: hetman ${net[-1]}"
    if [[ -n ${REF:-} ]]; then
        ref+=("$(hetman_nps "$REF" ${NET:+--net "$NET"})")
        line+=", reference ${ref[-1]}"
    fi
    other+=("$(ethereal_nps)")
    echo "$line, ethereal ${other[-1]}"
done
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
n=$(median "${net[@]}") e=$(median "${other[@]}")
if [[ -n ${REF:-} ]]; then
    f=$(median "${ref[@]}")
    echo "medians over $rounds rounds: hetman $n, reference $f, ethereal $e"
    awk -v n="$n" -v f="$f" -v e="$e" 'BEGIN { printf "hetman/reference %.3f, hetman/ethereal %.2f\n", n / f, n / e }'
else
    echo "medians over $rounds rounds: hetman $n, ethereal $e"
    awk -v n="$n" -v e="$e" 'BEGIN { printf "hetman/ethereal %.2f\n", n / e }'
fi
