#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Setting up a position in the real app under Xvfb, driven with xdotool like a player would.

The X server, the app launcher and the state file come from test-ui.py beside this file. The
position editor (Ctrl+Shift+E) writes its own state beside the window's (FIANCHETTO_TEST_STATE_FILE
with ".editor" appended): the FEN field, whether the position can be played, the message
under the board, where the squares and the palette are. A king and queen against a king are
set up by dragging from the palette and played against the computer; the problems the FEN
reader names show under the board, from the board and from the FEN field; a position pasted
waits for the player to say who plays it.

usage: test-setup.py APP SCHEMA_DIR SCREENSHOT_DIR
Exits 77 (skipped) without Xvfb, xdotool or ImageMagick's import.
"""

import importlib.util
import os
import shutil
import subprocess
import sys
import time
import unittest

_spec = importlib.util.spec_from_file_location(
    "fianchetto_test_ui", os.path.join(os.path.dirname(os.path.abspath(__file__)), "test-ui.py"))
ui = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ui)

os.environ.setdefault("LSAN_OPTIONS", "print_suppressions=0:suppressions="
                      + os.path.join(os.path.dirname(os.path.abspath(__file__)), "lsan.supp"))

EMPTY = "8/8/8/8/8/8/8/8 w - - 0 1"
KQK = "4k3/8/8/8/8/8/8/3QK3 w - - 0 1"
# The palette's cells: white king to pawn, then black king to pawn (fianchetto-editor-board.h).
PALETTE = "KQRBNPkqrbnp"


class SetupApp(ui.App):
    @property
    def editor_state_file(self):
        return self.state_file + ".editor"

    def editor_state(self):
        try:
            with open(self.editor_state_file, encoding="utf-8") as f:
                return dict(line.rstrip("\n").split("=", 1) for line in f if "=" in line)
        except FileNotFoundError:
            return {}

    def wait_for_editor(self, predicate, what):
        def check():
            state = self.editor_state()
            try:
                return state if state and predicate(state) else None
            except (KeyError, ValueError):
                return None
        return ui.wait_until(check, what, lambda: f"last editor state: {self.editor_state()}")

    def open_editor(self):
        self.xdotool("windowfocus", "--sync", self.window)
        self.key("ctrl+shift+e")
        self.editor = self.xdotool("search", "--sync", "--onlyvisible", "--name",
                                   "^Set Up Position$").split()[0]
        self.xdotool("windowfocus", "--sync", self.editor)
        return self.wait_for_editor(lambda s: float(s["board"].split(",")[2]) > 0,
                                    "the editor's board")

    def editor_square(self, square):
        state = self.editor_state()
        board_x, board_y, size = (float(v) for v in state["board"].split(","))
        file, rank = ord(square[0]) - ord("a"), int(square[1]) - 1
        column, row = (7 - file, rank) if state["flipped"] == "1" else (file, 7 - rank)
        x, y, _, _ = self.window_geometry(self.editor)
        return int(x + board_x + (column + 0.5) * size), int(y + board_y + (row + 0.5) * size)

    def palette_cell(self, letter):
        state = self.editor_state()
        x0, y0 = (float(v) for v in state["palette"].split(","))
        size = float(state["board"].split(",")[2])
        index = PALETTE.index(letter)
        x, y, _, _ = self.window_geometry(self.editor)
        return int(x + x0 + (index // 6 + 0.5) * size), int(y + y0 + (index % 6 + 0.5) * size)

    def drag_points(self, start, end):
        (x0, y0), (x1, y1) = start, end
        self.move_pointer(x0, y0)
        self.xdotool("mousedown", "1")
        steps = 6
        for i in range(1, steps + 1):
            time.sleep(0.03)
            self.move_pointer(x0 + (x1 - x0) * i // steps, y0 + (y1 - y0) * i // steps)
        time.sleep(0.05)
        self.xdotool("mouseup", "1")
        time.sleep(0.1)


class SetupTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.x = ui.XServer()

    @classmethod
    def tearDownClass(cls):
        cls.x.stop()

    def start(self):
        self.app = SetupApp(self.x.display)
        self.addCleanup(self.check_quiet_exit)
        return self.app

    def check_quiet_exit(self):
        errors = self.app.close()
        for word in ("CRITICAL", "WARNING", "ERROR", "runtime error", "LeakSanitizer"):
            self.assertNotIn(word, errors)
        self.assertEqual(self.app.exit_status, 0, errors)

    def test_king_and_queen_against_king(self):
        app = self.start()
        state = app.open_editor()
        self.assertEqual(state["fen"], ui.START_FEN)
        self.assertEqual(state["valid"], "1")
        app.key("alt+e")
        state = app.wait_for_editor(lambda s: s["fen"] == EMPTY, "the empty board")
        self.assertEqual(state["valid"], "0")
        self.assertEqual(state["message"], "White has no king")

        app.drag_points(app.palette_cell("K"), app.editor_square("e1"))
        state = app.wait_for_editor(lambda s: s["fen"] == "8/8/8/8/8/8/8/4K3 w - - 0 1",
                                    "the white king on e1")
        self.assertEqual(state["message"], "Black has no king")
        app.drag_points(app.palette_cell("k"), app.editor_square("e8"))
        app.drag_points(app.palette_cell("Q"), app.editor_square("c3"))
        # Moved on the board, then a second queen dragged off it again.
        app.drag_points(app.editor_square("c3"), app.editor_square("d1"))
        app.drag_points(app.palette_cell("Q"), app.editor_square("h5"))
        state = app.wait_for_editor(lambda s: s["fen"] == "4k3/8/8/7Q/8/8/8/3QK3 w - - 0 1",
                                    "two queens")
        x, y, width, height = app.window_geometry(app.editor)
        app.drag_points(app.editor_square("h5"), (x + width + 40, y + 40))
        state = app.wait_for_editor(lambda s: s["fen"] == KQK, "king and queen against king")
        self.assertEqual(state["valid"], "1")
        self.assertEqual(state["message"], "")
        self.assertEqual(state["castling-allowed"], "")
        time.sleep(0.3)
        app.screenshot("setup-king-queen-king")

        # Play: the New Game dialog's choices, the computer with Black.
        app.key("alt+p")
        dialog = app.xdotool("search", "--sync", "--onlyvisible", "--name", "^New Game$").split()[0]
        app.xdotool("windowfocus", "--sync", dialog)
        time.sleep(0.3)
        app.key("alt+o", "alt+w")
        app.screenshot("setup-new-game-dialog")
        app.key("Return")
        app.window_gone("^Set Up Position$")
        state = app.wait_for(lambda s: s["fen"] == KQK and s["computer"] == "black",
                             "the game from the position set up")
        self.assertEqual(state["ply-count"], "0")
        self.assertEqual(state["choosing-players"], "0")
        app.xdotool("windowfocus", "--sync", app.window)
        app.drag("d1", "d5")
        state = app.wait_for(lambda s: s["ply-count"] == "2", "the computer's reply")
        # The black king has moved; the queen is where White put it, and White is to move.
        placement, side = state["fen"].split()[:2]
        self.assertEqual(side, "w")
        self.assertEqual(placement.split("/")[3], "3Q4")
        self.assertNotEqual(placement.split("/")[0], "4k3")
        self.assertEqual(state["title"], "White to move")
        time.sleep(0.5)
        app.screenshot("setup-game-reply")

    def type_fen(self, app, fen):
        app.key("alt+f")
        app.key("ctrl+a")
        app.xdotool("type", "--delay", "5", fen)
        return app.wait_for_editor(lambda s: s["fen"] == fen, f"the FEN field to hold {fen}")

    def test_problems_shown(self):
        app = self.start()
        app.open_editor()
        # The keyboard: the first arrow shows the cursor on e4, the next moves it; a letter
        # puts that piece there.
        app.key("Left", "Left", "k")
        state = app.wait_for_editor(lambda s: "3k4" in s["fen"], "a black king on d4")
        self.assertEqual(state["fen"], "rnbqkbnr/pppppppp/8/8/3k4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
        self.assertEqual(state["message"], "Black has more than one king")
        self.assertEqual(state["valid"], "0")
        # What a screen reader is told: the problem, then every piece, White's first.
        self.assertTrue(state["description"].startswith(
            "Black has more than one king. white king on e1, white queen on d1, "
            "white rook on a1, white rook on h1, white bishop on c1"), state["description"])
        self.assertIn("black king on d4, black king on e8, black queen on d8",
                      state["description"])
        time.sleep(0.3)
        app.screenshot("setup-two-kings")
        app.key("Delete")
        state = app.wait_for_editor(lambda s: s["fen"] == ui.START_FEN, "the king gone")
        self.assertEqual(state["valid"], "1")

        # Typed into the FEN field: the reader's message, and the board follows.
        for fen, message in [
            ("4k3/8/8/8/8/8/8/4K3 w K - 0 1",
             "Castling right “K” needs the king and that rook on their starting squares"),
            ("4k3/8/8/8/8/8/8/4K3 w - e6 0 1",
             "En passant on e6 is impossible: no pawn can just have stepped past it"),
            ("4k3/8/8/8/8/8/8/4K4 w - - 0 1", "Rank 1 has 9 squares instead of 8"),
            ("4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1", "Black is in check, but it is White’s move"),
            ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", ""),
        ]:
            state = self.type_fen(app, fen)
            self.assertEqual(state["message"], message)
            self.assertEqual(state["valid"], "1" if not message else "0")

        # En passant is offered where a capture is possible.
        state = self.type_fen(app, "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1")
        self.assertEqual(state["en-passant-offers"], "1")
        state = self.type_fen(app, "r3k3/8/8/8/8/8/8/4K2R b - - 0 1")
        self.assertEqual(state["castling-allowed"], "Kq")
        self.assertEqual(state["en-passant-offers"], "0")
        # Flipped, Black's side is at the bottom, and a piece dropped on b1 lands on b1.
        app.key("alt+l")
        app.wait_for_editor(lambda s: s["flipped"] == "1", "the board flipped")
        app.drag_points(app.palette_cell("N"), app.editor_square("b1"))
        state = app.wait_for_editor(lambda s: s["fen"].startswith("r3k3/8/8/8/8/8/8/1N2K2R"),
                                    "a knight on b1")
        board_x, board_y, size = (float(v) for v in state["board"].split(","))
        x, y, _, _ = app.window_geometry(app.editor)
        self.assertGreater(app.editor_square("b1")[0], x + board_x + 4 * size)
        self.assertLess(app.editor_square("b1")[1], y + board_y + size)
        # Cancel leaves the game alone.
        app.key("Escape")
        app.window_gone("^Set Up Position$")
        self.assertEqual(app.state()["fen"], ui.START_FEN)

    def set_clipboard(self, text):
        if not shutil.which("xclip"):
            self.skipTest("xclip is missing")
        environment = {**os.environ, "DISPLAY": self.x.display}
        process = subprocess.Popen(["xclip", "-selection", "clipboard", "-quiet"],
                                   stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL, env=environment)
        process.stdin.write(text.encode())
        process.stdin.close()
        self.addCleanup(process.wait, ui.WAIT_SECONDS)
        self.addCleanup(process.terminate)

        def held():
            return subprocess.run(["xclip", "-o", "-selection", "clipboard"], capture_output=True,
                                  text=True, timeout=ui.WAIT_SECONDS, env=environment).stdout == text
        ui.wait_until(held, "xclip to hold the clipboard")

    def new_game_against_computer(self, app):
        app.xdotool("windowfocus", "--sync", app.window)
        app.key("ctrl+n")
        dialog = app.xdotool("search", "--sync", "--onlyvisible", "--name", "^New Game$").split()[0]
        app.xdotool("windowfocus", "--sync", dialog)
        time.sleep(0.3)
        app.key("alt+o", "alt+w", "Return")
        app.xdotool("windowfocus", "--sync", app.window)
        app.wait_for(lambda s: s["computer"] == "black", "a game against the computer")

    def test_analyze_from_the_editor(self):
        """Analyze takes the position to the window as a game between two people, untimed,
        with the analysis on, after a game against the computer."""
        app = self.start()
        self.new_game_against_computer(app)
        app.open_editor()
        app.key("alt+e")
        app.wait_for_editor(lambda s: s["fen"] == EMPTY, "the empty board")
        fen = "4k3/8/8/8/8/8/3Q4/4K3 w - - 0 1"
        app.drag_points(app.palette_cell("K"), app.editor_square("e1"))
        app.drag_points(app.palette_cell("Q"), app.editor_square("d2"))
        app.drag_points(app.palette_cell("k"), app.editor_square("e8"))
        app.wait_for_editor(lambda s: s["fen"] == fen and s["valid"] == "1", "a legal position")
        app.key("alt+a")
        state = app.wait_for(lambda s: s["fen"] == fen and s["analysis"] == "1",
                             "the position analyzed")
        self.assertEqual(state["computer"], "none")
        self.assertEqual(state["choosing-players"], "0")
        self.assertEqual(state["clock"], "")

    def test_pasted_position_waits_for_players(self):
        app = self.start()
        self.new_game_against_computer(app)
        # Black to move: before, the computer playing Black would have started at once.
        fen = "4k3/8/8/8/8/8/3Q4/4K3 b - - 0 1"
        self.set_clipboard(fen)
        app.key("ctrl+v")
        state = app.wait_for(lambda s: s["fen"] == fen, "the pasted position")
        self.assertEqual(state["choosing-players"], "1")
        self.assertEqual(state["computer"], "none")
        self.assertEqual(state["thinking"], "0")
        time.sleep(0.5)
        app.screenshot("setup-pasted-who-plays")
        self.assertEqual(app.state()["thinking"], "0")

        # Playing White, the computer takes Black and moves.
        app.key("alt+w")
        state = app.wait_for(lambda s: s["computer"] == "black", "the computer with Black")
        self.assertEqual(state["choosing-players"], "0")
        app.wait_for(lambda s: s["ply-count"] == "1", "the computer's move")

    def test_pasted_game_from_set_up_position(self):
        app = self.start()
        pgn = ('[Event "Study"]\n[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/3Q4/4K3 w - - 0 1"]\n'
               '[ComputerColor "black"]\n\n1. Qd5 Kf8 *\n')
        self.set_clipboard(pgn)
        app.key("ctrl+v")
        state = app.wait_for(lambda s: s["ply-count"] == "2", "the pasted game")
        self.assertEqual(state["choosing-players"], "1")
        self.assertEqual(state["computer"], "none")
        # Two players: the offer goes, and nobody thinks.
        app.key("alt+t")
        state = app.wait_for(lambda s: s["choosing-players"] == "0", "the offer to go")
        self.assertEqual(state["computer"], "none")
        self.assertEqual(state["thinking"], "0")
        app.drag("d5", "d6")
        state = app.wait_for(lambda s: s["ply-count"] == "3", "White's move")
        self.assertEqual(state["title"], "Black to move")


if __name__ == "__main__":
    sys.exit(ui.run_tests(__doc__))
