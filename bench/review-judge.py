#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""bench/review-judge.py: Stockfish judges a reviewed set of games (bench/review).

Reads what bench-review-positions prints of the annotated games ("game FEN", then "move UCI
NAG" a ply), has Stockfish score every position at a fixed depth, and reports, with
Stockfish's Win% (lichess's curve for Stockfish's centipawns, 0.00368208 per centipawn):
  recall     of the moves that lose at least 20 Win% points by Stockfish, the share the
             review marked ? or ??
  precision  of the review's ??, the share Stockfish scores as losing at least 5 points
Usage: review-judge.py LINES STOCKFISH DEPTH JOBS
"""
import math
import subprocess
import sys
import threading


def win(score):
    kind, value = score
    if kind == "mate":
        return 100.0 if value > 0 else 0.0
    return 50 + 50 * (2 / (1 + math.exp(-0.00368208 * value)) - 1)


class Stockfish:
    def __init__(self, path):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        self.send("setoption name Hash value 64")
        self.send("setoption name Threads value 1")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait(self, word):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("stockfish ended")
            lines.append(line.strip())
            if line.startswith(word):
                return lines

    def score(self, fen, moves, depth):
        self.send("position fen %s%s" % (fen, " moves " + " ".join(moves) if moves else ""))
        self.send("go depth %d" % depth)
        score = None
        for line in self.wait("bestmove"):
            words = line.split()
            if words[:1] != ["info"] or "score" not in words or "lowerbound" in words or "upperbound" in words:
                continue
            if "multipv" in words and words[words.index("multipv") + 1] != "1":
                continue
            i = words.index("score")
            score = (words[i + 1], int(words[i + 2]))
        if score is None:
            raise RuntimeError("no score for " + fen)
        return score

    def close(self):
        self.send("quit")
        self.p.wait()


def read_games(path):
    games = []
    for line in open(path):
        words = line.split()
        if words[0] == "game":
            games.append((" ".join(words[1:]), []))
        else:
            games[-1][1].append((words[1], int(words[2])))
    return games


def judge(games, indices, stockfish, depth, results):
    sf = Stockfish(stockfish)
    for g in indices:
        fen, moves = games[g]
        sf.send("ucinewgame")
        played = [m for m, _ in moves]
        scores = [sf.score(fen, played[:i], depth) for i in range(len(played) + 1)]
        results[g] = scores
    sf.close()


def main():
    lines, stockfish, depth, jobs = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    games = read_games(lines)
    results = [None] * len(games)
    threads = [threading.Thread(target=judge, args=(games, range(j, len(games), jobs), stockfish, depth, results))
               for j in range(jobs)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()

    losing20 = marked20 = blunders = blunders_bad = 0
    marks = {0: 0, 6: 0, 2: 0, 4: 0}
    for (fen, moves), scores in zip(games, results):
        for i, (move, nag) in enumerate(moves):
            loss = win(scores[i]) - (100 - win(scores[i + 1]))
            marks[nag] = marks.get(nag, 0) + 1
            if loss >= 20:
                losing20 += 1
                marked20 += nag in (2, 4)
            if nag == 4:
                blunders += 1
                blunders_bad += loss >= 5
    n_moves = sum(len(m) for _, m in games)
    print("games %d, moves %d; the review marked ?! %d, ? %d, ?? %d" % (len(games), n_moves, marks[6], marks[2], marks[4]))
    print("recall: %d of %d moves losing >= 20 Win%% by Stockfish marked ? or ?? = %.1f%%"
          % (marked20, losing20, 100.0 * marked20 / max(losing20, 1)))
    print("precision: %d of %d ?? losing >= 5 Win%% by Stockfish = %.1f%%"
          % (blunders_bad, blunders, 100.0 * blunders_bad / max(blunders, 1)))


main()
