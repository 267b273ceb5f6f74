#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The network's training loop end to end (meson suite 'tools'): selfplay writes positions with
# results and scores, nnue-train fits a network to them, and the network it writes has the
# engine's file size and does better on the held-out positions after training than after
# its first epoch, also on games it never saw; a finished network can be refined on new games.
# The same seed plays the same games again, and another seed other games.
#   test-nnue-train.sh SELFPLAY NNUE-TRAIN
set -eu

selfplay=$1
train=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$selfplay" 40 400 7 > "$work/positions.txt"
lines=$(wc -l < "$work/positions.txt")
[ "$lines" -ge 1000 ] || { echo "FAILED: selfplay wrote $lines positions" >&2; exit 1; }
# Each line: a FEN, the result from White's side, the score in centipawns.
grep -v -q -E '^[^;]+ [wb] [^;]+;(1|0|0\.5);-?[0-9]+$' "$work/positions.txt" \
  && { echo "FAILED: a line is not FEN;result;score" >&2; exit 1; }

"$selfplay" 4 400 7 > "$work/again-7.txt"
"$selfplay" 4 400 8 > "$work/seed-8.txt"
head -n "$(wc -l < "$work/again-7.txt")" "$work/positions.txt" | cmp -s - "$work/again-7.txt" \
  || { echo "FAILED: seed 7 played other games the second time" >&2; exit 1; }
cmp -s "$work/again-7.txt" "$work/seed-8.txt" && { echo "FAILED: seeds 7 and 8 played the same games" >&2; exit 1; }
# Seeds 6 and 7 differ only in the lowest bit, which an odd-making seed once threw away.
"$selfplay" 4 400 6 > "$work/seed-6.txt"
cmp -s "$work/again-7.txt" "$work/seed-6.txt" && { echo "FAILED: seeds 6 and 7 played the same games" >&2; exit 1; }
[ "$(cut -d';' -f1 "$work/again-7.txt" "$work/seed-8.txt" | sort -u | wc -l)" -gt "$(wc -l < "$work/seed-8.txt")" ] \
  || { echo "FAILED: seeds 7 and 8 reached the same positions" >&2; exit 1; }

"$train" -b 256 -e 6 -t 2 "$work/net.nnue" "$work/positions.txt" 2> "$work/log"
cat "$work/log"
size=$(wc -c < "$work/net.nnue")
expected=$(sed -n 's/^network file size \([0-9]*\)$/\1/p' "$work/log")
[ -n "$expected" ] && [ "$size" -eq "$expected" ] || { echo "FAILED: the file has $size bytes, not $expected" >&2; exit 1; }
first=$(sed -n 's/^epoch 1: .*held out \([0-9.]*\)$/\1/p' "$work/log")
last=$(sed -n 's/^epoch 6: .*held out \([0-9.]*\)$/\1/p' "$work/log")
awk -v a="$first" -v b="$last" 'BEGIN { exit !(b < a) }' \
  || { echo "FAILED: held-out loss went from $first to $last" >&2; exit 1; }
echo "held-out loss $first after one epoch, $last after six"

# -m measures a finished network on a file: on the games it was fitted to, the six-epoch network
# scores better than the same training stopped after one epoch. (Not on other games: from
# scratch on 3,000 positions the network learns these games by heart, and on the games of four
# other seeds the one-epoch network did better.) A cut file is refused.
"$train" -b 256 -e 1 -t 2 "$work/one-epoch.nnue" "$work/positions.txt" 2> /dev/null
measured_loss() {
  "$train" -m -t 2 "$1" "$2" | sed -n 's/^[0-9]* positions, k = [0-9.]*: loss \([0-9.]*\) .*$/\1/p'
}
six=$(measured_loss "$work/net.nnue" "$work/positions.txt")
one=$(measured_loss "$work/one-epoch.nnue" "$work/positions.txt")
[ -n "$six" ] && [ -n "$one" ] && awk -v a="$one" -v b="$six" 'BEGIN { exit !(b < a) }' \
  || { echo "FAILED: on its own games, loss '$six' after six epochs against '$one' after one" >&2; exit 1; }
echo "on its own games: loss $one after one epoch, $six after six"
head -c 1000 "$work/net.nnue" > "$work/cut.nnue"
if "$train" -m "$work/cut.nnue" "$work/seed-8.txt" 2> /dev/null; then
  echo "FAILED: a cut network file was measured" >&2; exit 1
fi

# -i starts from a finished network: at a rate of 0 training leaves it as it was, byte for byte,
# and at the usual rate one epoch on seed 8's games fits them better than the start did. A cut
# network file is refused as a start.
"$train" -b 256 -e 1 -t 2 -r 0 -i "$work/net.nnue" "$work/same.nnue" "$work/positions.txt" 2> /dev/null
cmp -s "$work/net.nnue" "$work/same.nnue" || { echo "FAILED: -i with rate 0 changed the network" >&2; exit 1; }
before=$(measured_loss "$work/net.nnue" "$work/seed-8.txt")
"$train" -b 256 -e 1 -t 2 -i "$work/net.nnue" "$work/refined.nnue" "$work/seed-8.txt" 2> /dev/null
refined=$(measured_loss "$work/refined.nnue" "$work/seed-8.txt")
[ -n "$before" ] && [ -n "$refined" ] && awk -v a="$before" -v b="$refined" 'BEGIN { exit !(b < a) }' \
  || { echo "FAILED: refined on seed 8's games, loss '$refined' there against '$before' before" >&2; exit 1; }
echo "refined on seed 8's games: loss $before before, $refined after"
if "$train" -e 1 -i "$work/cut.nnue" "$work/never.nnue" "$work/positions.txt" 2> /dev/null; then
  echo "FAILED: training started from a cut network file" >&2; exit 1
fi

# -v keeps the epoch that did best on other games: the one it names has the lowest loss there.
"$train" -b 256 -e 4 -t 2 -v "$work/seed-8.txt" "$work/kept.nnue" "$work/positions.txt" 2> "$work/kept.log"
kept=$(sed -n 's/^kept epoch \([0-9]*\) .*$/\1/p' "$work/kept.log")
# (Two epochs may print the same loss to six places: either is then the best.)
lowest=$(sed -n 's/^epoch [0-9]*:.*other games \([0-9.]*\)$/\1/p' "$work/kept.log" | sort -n | head -n 1)
kept_loss=$(sed -n "s/^epoch $kept:.*other games \([0-9.]*\)\$/\1/p" "$work/kept.log")
[ -n "$kept" ] && [ -n "$lowest" ] && [ "$kept_loss" = "$lowest" ] \
  || { cat "$work/kept.log"; echo "FAILED: kept epoch '$kept' (loss '$kept_loss'), but the lowest loss was '$lowest'" >&2; exit 1; }
echo "kept epoch $kept of 4"
