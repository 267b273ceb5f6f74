#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Playing the computer in the real app under Xvfb, driven with xdotool like a player would.

The X server, the app launcher and the state file come from test-ui.py beside this file. A
game against the computer is set up the way a player does it: Ctrl+N, the New Game dialog's
mnemonics, Start. The screenshots (new game dialog, thinking, the computer's reply, the hint
arrow) are saved for people to look at.

usage: test-computer.py APP SCHEMA_DIR SCREENSHOT_DIR
Exits 77 (skipped) without Xvfb, xdotool or ImageMagick's import.
"""

import glob
import importlib.util
import os
import sys
import time
import unittest

_spec = importlib.util.spec_from_file_location(
    "fianchetto_test_ui", os.path.join(os.path.dirname(os.path.abspath(__file__)), "test-ui.py"))
ui = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ui)

# In an AddressSanitizer build, the leaks system libraries keep until exit are not ours
# (meson test sets this too; this is for running the script by hand).
os.environ.setdefault("LSAN_OPTIONS", "print_suppressions=0:suppressions="
                      + os.path.join(os.path.dirname(os.path.abspath(__file__)), "lsan.supp"))

START_FEN = ui.START_FEN
AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
# GIO's dconf module, which GTK's Debian packages bring along, on any architecture.
HAVE_DCONF = bool(glob.glob("/usr/lib/*/gio/modules/libdconfsettings.so"))
# The arrow is translucent green (board-painter.c): over a dark square it reads about
# (68, 125, 48), over a black pawn (35, 105, 39), while the bare squares are redder than
# green, (181, 136, 99) and (240, 217, 181).
ARROW_GREEN_MIN = 30


class ComputerTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.x = ui.XServer()

    @classmethod
    def tearDownClass(cls):
        cls.x.stop()

    def start(self, *args, **kwargs):
        self.app = ui.App(self.x.display, *args, **kwargs)
        self.addCleanup(self.check_quiet_exit)
        return self.app

    def check_quiet_exit(self, allowed_warning=None):
        if self.app.process.stdout is None and self.app.stderr.closed:
            return
        errors = self.app.close()
        if allowed_warning:
            errors = "\n".join(line for line in errors.splitlines() if allowed_warning not in line)
        for word in ("CRITICAL", "WARNING", "ERROR", "runtime error", "LeakSanitizer"):
            self.assertNotIn(word, errors)
        self.assertEqual(self.app.exit_status, 0, errors)

    def new_game(self, *mnemonics, screenshot=None):
        """Opens the New Game dialog with Ctrl+N, picks with Alt+letter mnemonics, starts."""
        app = self.app
        app.xdotool("windowfocus", "--sync", app.window)
        app.key("ctrl+n")
        dialog = app.xdotool("search", "--sync", "--onlyvisible", "--name", "^New Game$").split()[0]
        app.xdotool("windowfocus", "--sync", dialog)
        time.sleep(0.3)
        if mnemonics:
            app.key(*(f"alt+{letter}" for letter in mnemonics))
            time.sleep(0.2)
        if screenshot:
            app.screenshot(screenshot)
        app.key("Return")
        # Without a window manager nothing gives the focus back to the main window.
        app.xdotool("windowfocus", "--sync", app.window)

    def play_computer_as_white(self):
        app = self.start()
        self.new_game("o", "w", screenshot="computer-new-game-dialog")
        app.wait_for(lambda s: s["computer"] == "black" and s["ply-count"] == "0",
                     "a game against the computer")
        return app

    def test_white_drag_reply_undo(self):
        app = self.play_computer_as_white()
        self.assertEqual(app.state()["flipped"], "0")
        app.drag("e2", "e4")
        state = app.wait_for(lambda s: s["live-fen"] == AFTER_E4 and s["thinking"] == "1",
                             "the computer to think")
        self.assertEqual(state["title"], "Thinking…")
        app.screenshot("computer-thinking")

        state = app.wait_for(lambda s: s["ply-count"] == "2", "the computer's reply")
        self.assertEqual(state["thinking"], "0")
        self.assertEqual(state["title"], "White to move")
        time.sleep(0.5)  # the reply's slide
        app.screenshot("computer-reply")

        # One undo takes back the computer's reply and the player's move.
        app.key("ctrl+z")
        state = app.wait_for_fen(START_FEN)
        self.assertEqual(state["ply-count"], "0")
        self.assertEqual(state["thinking"], "0")

    def test_undo_while_thinking(self):
        app = self.play_computer_as_white()
        app.drag("e2", "e4")
        app.wait_for(lambda s: s["thinking"] == "1", "the computer to think")
        app.key("ctrl+z")
        state = app.wait_for_fen(START_FEN)
        self.assertEqual(state["thinking"], "0")
        # The cancelled search never plays its move.
        time.sleep(2)
        state = app.state()
        self.assertEqual(state["ply-count"], "0")
        self.assertEqual(state["title"], "White to move")

    def test_black_computer_opens(self):
        app = self.start()
        self.new_game("o", "b")
        state = app.wait_for(lambda s: s["computer"] == "white", "a game as black")
        self.assertEqual(state["flipped"], "1")
        state = app.wait_for(lambda s: s["ply-count"] == "1", "the computer's first move")
        self.assertEqual(state["title"], "Black to move")
        time.sleep(0.5)
        app.screenshot("computer-opens")

    @unittest.skipUnless(HAVE_DCONF, "no dconf settings backend")
    def test_choices_hold_when_settings_cannot_be_saved(self):
        # dconf with the bus leading nowhere refuses every write and takes it back: the game
        # must still be the one chosen in the dialog, not the settings' old one.
        app = self.start(settings_backend="dconf")
        self.new_game("o", "b")
        app.wait_for(lambda s: s["computer"] == "white", "a game as black")
        state = app.wait_for(lambda s: s["ply-count"] == "1", "the computer's first move")
        self.assertEqual(state["title"], "Black to move")
        self.check_quiet_exit(allowed_warning="failed to commit changes to dconf")

    def test_new_game_and_quit_while_thinking(self):
        app = self.play_computer_as_white()
        app.drag("e2", "e4")
        app.wait_for(lambda s: s["thinking"] == "1", "the computer to think")
        # A new game cancels the search: the board is back at the start, nobody thinks.
        self.new_game()
        state = app.wait_for(lambda s: s["ply-count"] == "0" and s["thinking"] == "0",
                             "the new game")
        self.assertEqual(state["fen"], START_FEN)
        app.drag("d2", "d4")
        app.wait_for(lambda s: s["thinking"] == "1", "the computer to think again")
        # Quitting with Ctrl+Q now ends the app cleanly, the search stopped (a search left
        # running would keep the process alive until it is killed, which is not exit status 0).
        self.check_quiet_exit()

    def test_hint_arrow(self):
        app = self.start()
        app.drag("e2", "e4")
        app.wait_for_fen(AFTER_E4)
        app.key("ctrl+h")
        state = app.wait_for(lambda s: len(s["hint"]) >= 4, "a hint")
        hint = state["hint"]
        # Halfway along the arrow the board is green, whatever square it crosses.
        (x0, y0), (x1, y1) = app.square_point(hint[0:2]), app.square_point(hint[2:4])
        middle = (x0 + x1) // 2, (y0 + y1) // 2
        app.wait_for_screen(
            lambda screen: screen.pixel(*middle)[1] > screen.pixel(*middle)[0] + ARROW_GREEN_MIN,
            f"the green arrow of {hint}", "computer-hint")
        # The hint is for black, and lasts until the next move.
        app.drag(hint[0:2], hint[2:4])
        state = app.wait_for(lambda s: s["ply-count"] == "2", "the hinted move")
        self.assertEqual(state["hint"], "")


if __name__ == "__main__":
    sys.exit(ui.run_tests(__doc__))
