#!/usr/bin/env bash
# Self-play training data for the network, in chunks that each finish as a whole file.
#
#   tools/nnue-data.sh HETMAN OUT_DIR [CHUNKS] [THREADS]
#
# Chunk k plays 1000 games with seed k (5000 nodes a move, 8 random plies after an opening of
# ../shared/data/openings/noob_3moves.epd) and is written to OUT_DIR/chunk-k.txt; a chunk is
# written to a .part file first, so a killed run leaves only whole chunks, and running the same
# command again resumes at the first missing chunk. The same binary and chunk give the same file.
set -euo pipefail
hetman=$1
out=$2
chunks=${3:-100}
threads=${4:-1}
openings=${OPENINGS:-$(dirname "$0")/../../shared/data/openings/noob_3moves.epd}
mkdir -p "$out"
for ((k = 1; k <= chunks; k++)); do
    file="$out/chunk-$k.txt"
    [[ -e $file ]] && continue
    "$hetman" datagen --out "$file.part" --games 1000 --nodes 5000 --random-plies 8 \
        --threads "$threads" --seed "$k" --openings "$openings"
    mv "$file.part" "$file"
done
