#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A broken UCI engine for tests/test-match-runner.sh. It answers the handshake properly, then
# misbehaves at every `go` the way MODE says:
#   illegal   answers "bestmove a1a1"
#   silent    never answers (and ignores stop)
#   crash     exits at once
mode=${1:?usage: fake-uci-engine.sh illegal|silent|crash}

while read -r command rest; do
  case $command in
    uci) echo "id name Fake $mode"; echo uciok ;;
    isready) echo readyok ;;
    go)
      case $mode in
        illegal) echo "info depth 1 score cp 10"; echo "bestmove a1a1" ;;
        crash) exit 3 ;;
      esac ;;
    quit) exit 0 ;;
  esac
done
