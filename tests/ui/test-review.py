#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Analysis and Review Game in the real app under Xvfb.

Uses the display, the app runner and the state file of test-ui.py and test-files.py's app.
A short game with a planted blunder (3...Nf6?? allowing 4.Qxf7#) is opened and reviewed: the
game then holds the ?? with its [%eval] and the better line (the autosave says so), and the
screen shows the graph's red dot, the summary and the red glyph (screenshots review-*.png);
Try Again on the blunder with the engine's move is judged good and goes back to the game.
Analysis shows the evaluation bar and its lines. Nothing is timed: every wait is for an event.

usage: test-review.py APP SCHEMA_DIR SCREENSHOT_DIR PGN_CHECK DATA_DIR
Exits 77 (skipped) without Xvfb, xdotool or ImageMagick's import.
"""

import importlib.util
import os
import re
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


ui = load("ui", os.path.join(HERE, "test-ui.py"))
files = load("files", os.path.join(HERE, "test-files.py"))
DATA_DIR = (sys.argv[5:6] + [None])[0]

BLUNDER_RED = (0xDF, 0x53, 0x53)      # the graph's dot (eval-graph-painter.c)
GRAPH_DARK = (0x45, 0x45, 0x45)       # the graph's background
AFTER_A6 = "r1bqkbnr/1ppp1ppp/p1n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 0 4"
BEFORE_NF6 = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3"


def near(pixel, color, tolerance=12):
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, color))


def find(screen, color, x_from=0):
    for y in range(0, ui.SCREEN_HEIGHT, 2):
        for x in range(x_from, ui.SCREEN_WIDTH, 2):
            if near(screen.pixel(x, y), color, 6):
                return x, y
    return None


def graph_box(screen):
    """The graph's dark rectangle in the side panel (a run of 60 dark pixels marks it, where
    text never has one): left, top, right, bottom."""
    for y in range(0, ui.SCREEN_HEIGHT, 2):
        for x in range(ui.SCREEN_WIDTH // 2, ui.SCREEN_WIDTH - 60, 4):
            if all(near(screen.pixel(x + i, y), GRAPH_DARK, 6) for i in range(0, 60, 3)):
                left, top = x, y
                while left > 0 and near(screen.pixel(left - 1, y), GRAPH_DARK, 6):
                    left -= 1
                while top > 0 and near(screen.pixel(left + 2, top - 1), GRAPH_DARK, 6):
                    top -= 1
                right, bottom = left, top
                while right + 1 < ui.SCREEN_WIDTH and not near(screen.pixel(right + 1, top + 2), (0xF6, 0xF5, 0xF4), 10):
                    right += 1
                while bottom + 1 < ui.SCREEN_HEIGHT and not near(screen.pixel(left + 2, bottom + 1), (0xF6, 0xF5, 0xF4), 10):
                    bottom += 1
                return left, top, right, bottom
    return None


class ReviewTest(files.FilesTestBase):
    def open_planted(self):
        directory = tempfile.mkdtemp(prefix="fianchetto-review-")
        self.addCleanup(shutil.rmtree, directory, True)
        path = os.path.join(directory, "planted.pgn")
        shutil.copyfile(os.path.join(DATA_DIR, "..", "review", "planted-blunder.pgn"), path)
        app = self.start(path)
        app.wait_for(lambda s: s["ply-count"] == "7", "the planted game")
        return app

    def autosave(self, app):
        try:
            with open(os.path.join(app.data_dir, "autosave.pgn"), encoding="utf-8") as f:
                return f.read()
        except FileNotFoundError:
            return ""

    def test_review_finds_the_blunder_and_try_again(self):
        app = self.open_planted()
        app.key("ctrl+r")
        saved = ui.wait_until(lambda: (lambda t: t if "$4" in t and "(3... " in t else None)(self.autosave(app)),
                              "the review in the saved game")
        # The blunder, its evaluation and the engine's better line as a variation.
        self.assertRegex(saved, r"Nf6 \$4 \{[^}]*\[%eval #1\][^}]*\}\s*\(3\.\.\. ")
        self.assertNotRegex(saved, r"Qxf7# \$")
        app.wait_for_screen(lambda s: find(s, BLUNDER_RED, ui.SCREEN_WIDTH // 2), "the graph's red dot",
                            "review-graph")

        # Try Again on the blunder: the view goes to the position before it; the engine's move
        # played there is good, and the view comes back to the game's move.
        app.key("alt+Home", *["alt+Right"] * 6)
        app.wait_for(lambda s: s["fen"].startswith("r1bqkb1r/pppp1ppp/2n2n2/4p2Q"), "the blunder viewed")
        screen = app.screenshot("review-blunder-viewed")
        box = graph_box(screen)
        self.assertIsNotNone(box, "no graph on screen")
        left, top, right, bottom = box
        # Show Best Move | Try Again, right under the graph. Show Best Move goes to the
        # position before the blunder, the better move drawn there as an arrow.
        app.move_pointer(left + (right - left) // 4, bottom + 20)
        app.xdotool("click", "1")
        app.wait_for_fen(BEFORE_NF6)
        app.screenshot("review-best-move")
        app.key("alt+Right")
        app.wait_for(lambda s: s["fen"].startswith("r1bqkb1r/pppp1ppp/2n2n2/4p2Q"), "the blunder viewed again")
        app.move_pointer(right - (right - left) // 4, bottom + 20)
        app.xdotool("click", "1")
        app.wait_for_fen(BEFORE_NF6)
        best = re.search(r"\(3\.\.\. ([A-Za-z0-9+#=-]+)", saved).group(1)
        squares = {"g6": ("g7", "g6"), "Qe7": ("d8", "e7"), "Qf6": ("d8", "f6"), "Qh4": ("d8", "h4"),
                   "Qg5": ("d8", "g5"), "Nh6": ("g8", "h6")}
        self.assertIn(best, squares, f"an unexpected better move {best}")
        app.drag(*squares[best])
        app.wait_for(lambda s: s["fen"].startswith("r1bqkb1r/pppp1ppp/2n2n2/4p2Q"), "the view back at the game")
        app.screenshot("review-try-again")

        # A move that gives the mate away all the same (3...a6) is tried, and the game keeps
        # no trace of it: the view comes back to the game's move, the move gone from the tree.
        app.move_pointer(right - (right - left) // 4, bottom + 20)
        app.xdotool("click", "1")
        app.wait_for_fen(BEFORE_NF6)
        app.drag("a7", "a6")
        app.wait_for(lambda s: s["fen"].startswith("r1bqkb1r/pppp1ppp/2n2n2/4p2Q"), "the view back at the game")
        app.screenshot("review-try-again-other")
        # Alt+Down steps through the moves played there (3...Nf6 and the better line's move):
        # 3...a6 is not among them.
        seen = set()
        for _ in range(3):
            app.key("alt+Down")
            seen.add(app.state()["fen"])
        self.assertNotIn(AFTER_A6, seen)

    def test_analysis_shows_the_bar(self):
        app = self.open_planted()
        app.key("ctrl+e")
        # The bar beside the board: White's light share at its bottom, mate in one for White
        # at the end: the whole bar light.
        app.wait_for_screen(lambda s: near(s.pixel(40, 500), (0xF2, 0xF2, 0xED), 8), "the evaluation bar",
                            "analysis")


if __name__ == "__main__":
    sys.exit(ui.run_tests(__doc__))
