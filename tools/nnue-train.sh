#!/usr/bin/env bash
# Trains a network on the finished chunks of data folders made by tools/nnue-data.sh, in one
# command:
#
#   tools/nnue-train.sh HETMAN OUT.nnue VALIDATION[,VALIDATION...] DATA... [-- TRAIN_OPTIONS...]
#
# DATA is a folder of tools/nnue-data.sh or a data file. Merges every finished chunk (its
# progress note says 1000 games; records or games) of the folders, and the files, into
# $WORK/train.bin (WORK defaults to the folder of OUT.nnue), shuffles it (seed 1), trains with
# validation on the VALIDATION files, left-right mirrors, and the options after `--` (default:
# --epochs 12 --lambda 1.0 --threads 2), and prints how well the new network and the built-in
# one predict each validation file.
#
# The validation files are held out: a chunk of a DATA folder that is also named as a
# validation file (the same path after resolving) stays out of the training set, so one chunk of
# each generation can measure a network trained on all of them. Like the data, a validation
# file holds records or games (.games): the trainer and `hetman data` read both.
set -euo pipefail
hetman=$1
out=$2
IFS=, read -r -a validation <<< "$3"
shift 3
dirs=()
while [[ $# -gt 0 && $1 != -- ]]; do
    dirs+=("$1")
    shift
done
[[ ${1:-} == -- ]] && shift
options=("$@")
[[ ${#options[@]} -eq 0 ]] && options=(--epochs 12 --lambda 1.0 --threads 2)
work=${WORK:-$(dirname "$out")}
held_out=()
for file in "${validation[@]}"; do
    held_out+=("$(realpath "$file")")
done
is_held_out() {
    local path
    path=$(realpath "$1")
    for file in "${held_out[@]}"; do
        [[ $path == "$file" ]] && return 0
    done
    return 1
}
chunks=()
for dir in "${dirs[@]}"; do
    if [[ -f $dir ]]; then
        chunks+=("$dir")
        continue
    fi
    for progress in "$dir"/chunk-*.bin.progress "$dir"/chunk-*.games.progress; do
        [[ -f $progress ]] && grep -qx 'games 1000' "$progress" || continue
        is_held_out "${progress%.progress}" || chunks+=("${progress%.progress}")
    done
done
[[ ${#chunks[@]} -gt 0 ]] || { echo "no finished chunks in ${dirs[*]}" >&2; exit 1; }
echo "${#chunks[@]} record files (finished chunks and files given)"
"$hetman" data merge "${chunks[@]}" --out "$work/train-merged.bin"
"$hetman" data shuffle "$work/train-merged.bin" --out "$work/train.bin" --seed 1
rm "$work/train-merged.bin"
"$hetman" train --data "$work/train.bin" --validation-data "${validation[@]}" --out "$out" --mirror "${options[@]}"
for file in "${validation[@]}"; do
    echo "$file: the new network, then the built-in one"
    "$hetman" --net "$out" data evaluate "$file"
    "$hetman" data evaluate "$file"
done
