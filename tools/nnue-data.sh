#!/usr/bin/env bash
# Self-play training data for the network, in chunks of 1000 games, one command to make (or
# remake, or resume) all of it:
#
#   tools/nnue-data.sh HETMAN OUT_DIR [CHUNKS] [THREADS]
#
# Chunk k is OUT_DIR/chunk-k.bin (32-byte records; OUT_DIR/chunk-k.games, whole games with
# every searched position and its score, a few bytes each, if $FORMAT is games), 1000 games with seed k + $SEED_OFFSET (0 by
# default; give each generation its own, or its starts repeat another's), $NODES nodes a move
# (soft limit, 1000 by default: as good labels per position as 5000, 5.6 times as fast), 8
# random plies after an opening of ../shared/data/openings/noob_3moves.epd (or $OPENINGS),
# evaluated by $NET if set (a network file; an old commit also takes <classical>), else by the
# build's default. Each
# chunk is resumed with --append from its progress note, so running the same command again after
# a kill goes on where it stopped; finished chunks are skipped. The same binary, network and chunk
# give the same file. Chunks run from $FIRST_CHUNK (1 by default) to CHUNKS.
# tools/nnue-generation.sh runs this with each recorded generation's settings.
set -euo pipefail
hetman=$1
out=$2
chunks=${3:-100}
threads=${4:-1}
openings=${OPENINGS:-$(dirname "$0")/../../shared/data/openings/noob_3moves.epd}
nodes=${NODES:-1000}
offset=${SEED_OFFSET:-0}
first=${FIRST_CHUNK:-1}
format=${FORMAT:-bin}
[[ $format == bin || $format == games ]] || { echo "FORMAT must be bin or games" >&2; exit 1; }
net=()
[[ -n ${NET:-} ]] && net=(--net "$NET")
mkdir -p "$out"
for ((k = first; k <= chunks; k++)); do
    "$hetman" "${net[@]}" datagen --out "$out/chunk-$k.$format" --games 1000 --nodes "$nodes" --random-plies 8 \
        --threads "$threads" --seed "$((k + offset))" --openings "$openings" --append
done
