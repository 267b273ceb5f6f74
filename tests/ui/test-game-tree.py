#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every word of a game is kept, in the real app under Xvfb.

Uses the display, the app runner and the state file of test-ui.py, and test-files.py's app
that can be killed and started again. A file with comments, NAGs and variations opened and
saved unchanged says the same (tools/pgn-check --same); a move at an earlier position of a
game between two people is a variation, promoted from the move's menu; New Game in the middle
of a game is undone; a Latin-1 file shows its names in UTF-8.

usage: test-game-tree.py APP SCHEMA_DIR SCREENSHOT_DIR PGN_CHECK DATA_DIR
Exits 77 (skipped) without Xvfb, xdotool or ImageMagick's import.
"""

import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


ui = load("ui", os.path.join(HERE, "test-ui.py"))
files = load("files", os.path.join(HERE, "test-files.py"))
PGN_CHECK, DATA_DIR = (sys.argv[4:6] + [None] * 2)[:2]

AFTER_D4 = "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1"
AFTER_D4_NF6 = "rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 1 2"
AFTER_E4_E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"


class GameTreeTest(files.FilesTestBase):
    def copy_data(self, name):
        directory = tempfile.mkdtemp(prefix="fianchetto-tree-")
        self.addCleanup(shutil.rmtree, directory, True)
        path = os.path.join(directory, os.path.basename(name))
        shutil.copyfile(os.path.join(DATA_DIR, name), path)
        return path

    def autosave(self, app):
        with open(os.path.join(app.data_dir, "autosave.pgn"), encoding="utf-8") as f:
            return f.read()

    def test_save_keeps_every_word(self):
        path = self.copy_data("lossless/annotated.pgn")
        before = os.stat(path).st_mtime_ns
        app = self.start(path)
        app.wait_for(lambda s: s["ply-count"] == "85", "the game")
        app.key("alt+Home")
        app.wait_for(lambda s: s["view-ply"] == "0", "the start")
        time.sleep(0.5)
        app.screenshot("tree-annotated")
        # Saved where it came from, without a question.
        app.key("ctrl+s")
        deadline = time.monotonic() + ui.WAIT_SECONDS
        while os.stat(path).st_mtime_ns == before and time.monotonic() < deadline:
            time.sleep(0.1)
        self.assertNotEqual(os.stat(path).st_mtime_ns, before, "the file was not saved")
        time.sleep(0.3)
        result = subprocess.run([PGN_CHECK, "--same", os.path.join(DATA_DIR, "lossless/annotated.pgn"),
                                 path], capture_output=True, text=True, timeout=60)
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        # The autosave holds it all too.
        shutil.copyfile(os.path.join(app.data_dir, "autosave.pgn"), path)
        result = subprocess.run([PGN_CHECK, "--same", os.path.join(DATA_DIR, "lossless/annotated.pgn"),
                                 path], capture_output=True, text=True, timeout=60)
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)

    def test_variation_from_the_board(self):
        app = self.start()
        app.drag("d2", "d4")
        app.drag("d7", "d5")
        app.drag("c2", "c4")
        app.wait_for(lambda s: s["ply-count"] == "3", "three moves")
        app.key("alt+Left", "alt+Left")
        app.wait_for_fen(AFTER_D4)
        app.drag("g8", "f6")
        state = app.wait_for(lambda s: s["variation"] == "1", "the variation")
        self.assertEqual(state["fen"], AFTER_D4_NF6)
        self.assertEqual(state["ply-count"], "3")
        self.assertIn("1. d4 d5 (1... Nf6) 2. c4 *", self.autosave(app))
        time.sleep(0.4)
        app.screenshot("tree-variation")

        # The move's menu, from the keyboard: its first item promotes the variation.
        app.key("Menu")
        time.sleep(0.6)
        app.screenshot("tree-move-menu")
        app.key("Return")
        state = app.wait_for(lambda s: s["variation"] == "0", "the promotion")
        self.assertEqual(state["live-fen"], AFTER_D4_NF6)
        self.assertIn("1. d4 Nf6 (1... d5 2. c4) *", self.autosave(app))
        # Alt+Down and Alt+Up move between the moves played at one place.
        app.key("alt+Down")
        state = app.wait_for(lambda s: s["variation"] == "1", "the other move")
        self.assertEqual(state["fen"],
                         "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2")
        app.key("alt+Up")
        app.wait_for_fen(AFTER_D4_NF6)

    def test_new_game_can_be_undone(self):
        app = self.start()
        app.drag("e2", "e4")
        app.drag("e7", "e5")
        app.wait_for_fen(AFTER_E4_E5)
        app.key("ctrl+n")
        dialog = app.other_window()
        app.xdotool("windowfocus", "--sync", dialog)
        app.key("Return")
        state = app.wait_for(lambda s: s["notification"] == "New game started", "the notification")
        self.assertEqual(state["ply-count"], "0")
        time.sleep(0.5)
        app.screenshot("tree-new-game-notification")
        # Kept on disk too, readable by its owner only.
        replaced = os.path.join(app.data_dir, "replaced")
        kept = os.listdir(replaced)
        self.assertEqual(len(kept), 1)
        self.assertEqual(os.stat(os.path.join(replaced, kept[0])).st_mode & 0o777, 0o600)
        with open(os.path.join(replaced, kept[0]), encoding="utf-8") as f:
            self.assertIn("1. e4 e5 *", f.read())
        # Undo brings it back, and the autosave with it.
        app.xdotool("windowfocus", "--sync", app.window)
        app.key("ctrl+z")
        state = app.wait_for_fen(AFTER_E4_E5)
        self.assertEqual(state["ply-count"], "2")
        self.assertIn("1. e4 e5 *", self.autosave(app))
        # And play goes on.
        app.drag("g1", "f3")
        app.wait_for(lambda s: s["ply-count"] == "3", "the third move")

    def test_saved_game_cut_short_is_kept_whole(self):
        # 5,000 plies, the start position a fifth time after 16 of them.
        text = "[Event \"Shuffle\"]\n[Result \"*\"]\n\n" + " ".join(
            f"{n}. {'Nf3 Nf6' if n % 2 else 'Ng1 Ng8'}" for n in range(1, 2501)) + " *\n"
        home = tempfile.mkdtemp(prefix="fianchetto-ui-")
        directory = os.path.join(home, "data", "fianchetto")
        os.makedirs(directory)
        with open(os.path.join(directory, "autosave.pgn"), "w", encoding="utf-8") as f:
            f.write(text)
        app = self.start(home=home)
        state = app.wait_for(lambda s: s["message"] != "", "the message")
        self.assertIn("Only part of the game was loaded", state["message"])
        self.assertIn("8… Ng8: the same position five times", state["message"])
        self.assertIn("4984 moves", state["message"])
        self.assertEqual(state["ply-count"], "16")
        with open(os.path.join(directory, "autosave.pgn.orig"), encoding="utf-8") as f:
            self.assertEqual(f.read(), text)
        time.sleep(0.5)
        app.screenshot("tree-cut-short")
        self.close_message(app)

    def test_opened_game_cut_short_leaves_the_file(self):
        path = self.copy_data("lossless/latin1.pgn")
        with open(path, "w", encoding="utf-8") as f:
            f.write("1. f3 e5 2. g4 Qh4# 3. Kf2 Qxh2+ 0-1\n")
        with open(path, "rb") as f:
            before = f.read()
        app = self.start(path)
        state = app.wait_for(lambda s: s["message"] != "", "the message")
        self.assertIn("2… Qh4#: checkmate. The 2 moves", state["message"])
        self.assertEqual(state["title"], "Black wins")
        self.close_message(app)
        # Save asks where: the file keeps what it had.
        app.key("ctrl+s")
        dialog = app.other_window()
        app.xdotool("windowfocus", "--sync", dialog)
        app.key("Escape")
        time.sleep(0.3)
        with open(path, "rb") as f:
            self.assertEqual(f.read(), before)

    def test_latin1_names(self):
        path = self.copy_data("lossless/latin1.pgn")
        app = self.start(path)
        chooser = app.xdotool("search", "--sync", "--onlyvisible", "--name", "Choose a Game",
                              timeout=ui.WAIT_SECONDS).split()[0]
        app.xdotool("windowmove", "--sync", chooser, "300", "200")
        time.sleep(0.5)
        app.screenshot("tree-latin1-chooser")
        app.xdotool("windowfocus", "--sync", chooser)
        app.key("Return")
        app.wait_for(lambda s: s["ply-count"] == "8", "the first game")
        text = self.autosave(app)
        self.assertIn('[White "Müller, Jürgen"]', text)
        self.assertIn("{Erzählt über die Eröffnung}", text)


if __name__ == "__main__":
    if not PGN_CHECK or not DATA_DIR:
        print(__doc__)
        sys.exit(2)
    sys.exit(ui.run_tests(__doc__))
