#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Tests of fianchetto-match, the engine-vs-engine runner, run by meson (suite 'tools'):
#   test-match-runner.sh openings  MATCH SRCDIR   bench/openings.txt is legal and distinct
#   test-match-runner.sh forfeits  MATCH SRCDIR   broken engines lose by illegal move, time
#                                                 and crash, and a missing one stops the run
#   test-match-runner.sh stockfish MATCH SRCDIR   two real games and the output format
#                                                 (skipped without /usr/games/stockfish)
#   test-match-runner.sh clock MATCH SRCDIR ENGINE  our engine plays games at 10 ms a move and
#                                                 at 1 s + 0 to the end, legally
# No wall-clock deadline is asserted: the margins are seconds, so that only an engine that
# hangs loses on time, however busy the machine. How well the engine keeps time is measured by
# bench/clock, at the tight margins.
set -eu

# The time an answer may come after its movetime or clock before it is a loss on time.
hang_margin=10000

mode=$1
match=$2
srcdir=$3
fake="sh $srcdir/tests/data/fake-uci-engine.sh"
stockfish=/usr/games/stockfish
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail () {
  echo "FAILED: $*" >&2
  echo "--- output:" >&2
  cat "$work/out" >&2
  exit 1
}

# expect PATTERN: the output has a line matching the basic regular expression.
expect () {
  grep -q -- "$1" "$work/out" || fail "no line matching '$1'"
}

openings () {
  "$match" --check-openings --openings "$srcdir/bench/openings.txt" > "$work/out" \
    || fail "--check-openings failed"
  expect '^[0-9]* openings, all legal and distinct$'
  printf 'e2e4 e7e5\ne2e4 e7e5 e1e2 e8e7 e2e5\n' > "$work/bad.txt"
  if "$match" --check-openings --openings "$work/bad.txt" > "$work/out" 2>&1; then
    fail "an illegal opening was accepted"
  fi
  expect "bad.txt:2: illegal move 'e2e5' after 4 plies"
}

forfeits () {
  # Game 1: the illegal engine is White; game 2: the silent one is White, and is waited for
  # until the margin runs out.
  "$match" --engine1 "$fake illegal" --engine2 "$fake silent" --games 2 --movetime 20 \
    --margin "$hang_margin" --pgn-out "$work/games.pgn" > "$work/out" || fail "the match did not finish"
  expect '^Game 1 of 2: Fake illegal vs Fake silent, opening 1: 0-1 {White plays the illegal move a1a1}; engine1 0.0/1$'
  expect '^Game 2 of 2: Fake silent vs Fake illegal, opening 1: 0-1 {White loses on time}; engine1 1.0/2$'
  expect '^Illegal moves: engine1 1, engine2 0$'
  expect '^Time losses: engine1 0, engine2 1$'
  expect '^Score: 50.0%$'
  grep -q '^\[Termination "rules infraction"\]$' "$work/games.pgn" || fail "PGN termination"

  # A crash is a loss, and the engine is back for its next game; a clock runs out too.
  "$match" --engine1 "$fake crash" --engine2 "$fake silent" --games 3 --tc 100+10 \
    --margin "$hang_margin" > "$work/out" || fail "the match with a crashing engine did not finish"
  expect "^Game 3 of 3: Fake crash vs Fake silent, opening 1: 0-1 {White's engine crashed}"
  expect '^Crashes: engine1 2, engine2 0$'
  expect '^Time losses: engine1 0, engine2 1$'
  # The silent engine was waited for past its 100 ms clock and the margin.
  expect '^Slowest reply: engine1 [0-9]*\.[0-9] ms, engine2 [1-9][0-9][0-9][0-9][0-9]*\.[0-9] ms$'

  if "$match" --engine1 "$work/no-such-engine" --engine2 "$fake silent" > "$work/out" 2>&1; then
    fail "a missing engine was not an error"
  fi
}

stockfish_games () {
  if [ ! -x "$stockfish" ]; then
    echo "no $stockfish: skipped"
    exit 77
  fi
  "$match" --engine1 "$stockfish" --engine2 "$stockfish" --name2 Other --depth 1 --games 2 \
    --openings "$srcdir/bench/openings.txt" --pgn-out "$work/games.pgn" > "$work/out" \
    || fail "the match did not finish"
  expect '^Game 1 of 2: Stockfish 15[.0-9]* vs Other, opening 1: \(1-0\|0-1\|1/2-1/2\) {[a-z0-9 -]*}; engine1 [0-9.]*/1$'
  expect '^Game 2 of 2: Other vs Stockfish 15[.0-9]*, opening 1: '
  expect '^Games: 2$'
  expect '^Engine1 Stockfish 15[.0-9]* vs engine2 Other: [0-2] wins, [0-2] draws, [0-2] losses$'
  expect '^Score: [0-9.]*%$'
  expect '^Elo difference: [-+][0-9.inf]* +/- [0-9.inf]* (95%)$'
  expect '^Illegal moves: engine1 0, engine2 0$'
  expect '^Crashes: engine1 0, engine2 0$'
  expect '^Time losses: engine1 0, engine2 0$'
  [ "$(grep -c '^\[Result ' "$work/games.pgn")" = 2 ] || fail "two games in the PGN"
  # Both start from the Ruy Lopez line, written in SAN.
  [ "$(grep -c '^1\. e4 e5 2\. Nf3 Nc6 3\. Bb5 a6 4\. Ba4 Nf6 ' "$work/games.pgn")" = 2 ] \
    || fail "the opening in the PGN"
}

# Our engine against itself at short time controls: every game ends by the rules, with legal
# moves, no crash and no hang. Whether it answers a 10 ms move within 110 ms and never
# oversteps a 1 s + 0 clock depends on the machine as much as on the engine: bench/clock.
clock () {
  engine=$1
  "$match" --engine1 "$engine" --engine2 "$engine" --name1 One --name2 Two --games 4 \
    --movetime 10 --margin "$hang_margin" --openings "$srcdir/bench/openings.txt" > "$work/out" \
    || fail "the 10 ms match did not finish"
  expect '^Games: 4$'
  expect '^Illegal moves: engine1 0, engine2 0$'
  expect '^Crashes: engine1 0, engine2 0$'
  expect '^Time losses: engine1 0, engine2 0$'
  expect '^Slowest reply: engine1 [0-9]*\.[0-9] ms, engine2 [0-9]*\.[0-9] ms$'
  grep '^Slowest reply' "$work/out"   # for the test log
  "$match" --engine1 "$engine" --engine2 "$engine" --name1 One --name2 Two --games 2 \
    --tc 1000+0 --margin "$hang_margin" --openings "$srcdir/bench/openings.txt" > "$work/out" \
    || fail "the 1 s + 0 match did not finish"
  expect '^Games: 2$'
  expect '^Illegal moves: engine1 0, engine2 0$'
  expect '^Time losses: engine1 0, engine2 0$'
  expect '^Slowest reply: engine1 [0-9]*\.[0-9] ms, engine2 [0-9]*\.[0-9] ms$'
  grep '^Slowest reply' "$work/out"   # for the test log
}

case $mode in
  openings) openings ;;
  forfeits) forfeits ;;
  stockfish) stockfish_games ;;
  clock) clock "$4" ;;
  *) echo "unknown mode $mode" >&2; exit 2 ;;
esac
