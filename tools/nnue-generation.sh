#!/usr/bin/env bash
# Makes one generation of the network's data again, from nothing but this repository, in one
# command (the data lives outside the repository and does not survive a change of machine):
#
#   tools/nnue-generation.sh NAME [THREADS] [LAST_CHUNK]
#
# NAME is a row of tools/nnue-generations.tsv, which holds each generation's engine commit,
# teacher, node limit, seeds, chunks and format (records or games). The script builds that
# commit's release engine once (from `git archive`, into $WORK/engines/hetman-COMMIT), takes
# the teacher network from the commit that holds it (`git show COMMIT:PATH`, into
# $WORK/engines), and runs tools/nnue-data.sh into $WORK/NAME with THREADS threads (2 by
# default), up to LAST_CHUNK if given (else the row's last). WORK defaults to ../nnue-data
# beside the repository. A row that keeps a prefix of its chunks also writes $WORK/NAME.bin, the
# prefixes joined. Running it again resumes: built engines are kept, finished chunks skipped.
# The same row gives the same bytes on any machine (generation 3's chunk 1, made again on a new
# machine, was byte for byte the file made there before).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
name=${1:?usage: tools/nnue-generation.sh NAME [THREADS] [LAST_CHUNK]}
threads=${2:-2}
work=${WORK:-$repo/../nnue-data}
row=$(awk -F'\t' -v name="$name" '!/^#/ && $1 == name' "$repo/tools/nnue-generations.tsv")
[[ -n $row ]] || { echo "no generation '$name' in tools/nnue-generations.tsv" >&2; exit 1; }
IFS=$'\t' read -r _ engine teacher nodes offset chunks keep format <<< "$row"
first=${chunks%-*}
last=${3:-${chunks#*-}}

mkdir -p "$work/engines"
work=$(cd "$work" && pwd)
binary=$work/engines/hetman-$engine
if [[ ! -x $binary ]]; then
    source=$work/engines/src-$engine
    rm -rf "$source"
    mkdir -p "$source"
    git -C "$repo" archive "$engine" | tar -x -C "$source"
    (cd "$source" && CARGO_TARGET_DIR=$work/engines/target cargo build --release --quiet)
    cp "$work/engines/target/release/hetman" "$binary"
    rm -rf "$source"
fi

net=
if [[ $teacher != classical ]]; then
    net=$work/engines/teacher-$(basename "${teacher#*:}")
    if [[ ! -f $net ]]; then
        git -C "$repo" show "$teacher" > "$net.part"
        mv "$net.part" "$net"
    fi
fi
FORMAT=${format:-bin} NET=$net NODES=$nodes SEED_OFFSET=$offset FIRST_CHUNK=$first \
    "$repo/tools/nnue-data.sh" "$binary" "$work/$name" "$last" "$threads"

if [[ $keep != all ]]; then
    : > "$work/$name.bin.part"
    for ((k = first; k <= last; k++)); do
        head -c "$keep" "$work/$name/chunk-$k.bin" >> "$work/$name.bin.part"
    done
    mv "$work/$name.bin.part" "$work/$name.bin"
    echo "$work/$name.bin: the first $keep bytes of chunks $first-$last"
fi
