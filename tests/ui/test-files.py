#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Games are never lost: the autosave, PGN files and the clipboard, in the real app under Xvfb.

Uses the display, the app runner and the state file of test-ui.py. A game is killed with
SIGKILL and comes back; a full disk (a small tmpfs, as root) fails the autosave and Save with
a message, leaves both files as they were, and the autosave works again once there is room; a broken saved game is set aside and does not stop the app; PGN files
open from the command line, one game directly and several through the list of games; a
broken FEN pasted leaves the board alone and says what is wrong.

usage: test-files.py APP SCHEMA_DIR SCREENSHOT_DIR
Exits 77 (skipped) without Xvfb, xdotool or ImageMagick's import.
"""

import importlib.util
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unittest

spec = importlib.util.spec_from_file_location(
    "ui", os.path.join(os.path.dirname(os.path.abspath(__file__)), "test-ui.py"))
ui = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ui)

AFTER_E4_E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
SCHOLARS_MATE = "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"
THREE_GAMES = """[Event "Spring open"]
[Date "2023.04.01"]
[White "Anna"]
[Black "Boris"]
[Result "1-0"]

1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0

[Event "Spring open"]
[Date "2023.04.02"]
[White "Clara"]
[Black "Dmitri"]
[Result "*"]

1. d4 d5 2. c4 *

[Event "Blitz night"]
[White "Emil"]
[Black "Farida"]
[Result "1/2-1/2"]

1. Nf3 Nf6 1/2-1/2
"""
AFTER_D4_D5_C4 = "rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2"


def read_bytes(path):
    with open(path, "rb") as f:
        return f.read()


class FilesApp(ui.App):
    """An App that can start on the HOME of an earlier one, and be killed."""

    def __init__(self, display, *args, home=None):
        self.reused_home = home
        super().__init__(display, *args)

    def _environment(self, settings_backend):
        env = super()._environment(settings_backend)
        if self.reused_home:
            fresh, self.home = self.home, self.reused_home
            self.state_file = os.path.join(self.home, "state")
            env = {k: v.replace(fresh, self.home) for k, v in env.items()}
            shutil.rmtree(fresh, ignore_errors=True)
            for name in ("config", "data", "cache", "runtime"):
                os.makedirs(os.path.join(self.home, name), mode=0o700, exist_ok=True)
        return env

    @property
    def data_dir(self):
        return os.path.join(self.home, "data", "fianchetto")

    def kill(self):
        """SIGKILL: nothing is saved on the way out. The HOME stays for the next app."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=ui.WAIT_SECONDS)
        self.stderr.close()
        # The next app must not be fooled by this one's last state.
        os.unlink(self.state_file)

    def other_window(self):
        """A window of the app other than the main one (a dialog), waiting for it to show."""
        def dialog():
            try:
                windows = self.xdotool("search", "--onlyvisible", "--pid",
                                       str(self.process.pid)).split()
            except subprocess.CalledProcessError:
                windows = []
            return next((w for w in windows if w != self.window), None)
        return ui.wait_until(dialog, "a dialog")

    def wait_for_autosave(self, text):
        """Waits until the autosave holds text. The state file is written in the same turn of
        the main loop, just before the autosave."""
        def saved():
            try:
                with open(os.path.join(self.data_dir, "autosave.pgn"), encoding="utf-8") as f:
                    return text in f.read()
            except FileNotFoundError:
                return False
        ui.wait_until(saved, f"{text!r} in the autosave")


class FilesTestBase(unittest.TestCase):
    """A display for the class, apps that may be killed, and their quiet exit; no tests of its
    own, so that other scripts build on it (test-game-tree.py)."""

    @classmethod
    def setUpClass(cls):
        cls.x = ui.XServer()

    @classmethod
    def tearDownClass(cls):
        cls.x.stop()

    def start(self, *args, home=None):
        app = FilesApp(self.x.display, *args, home=home)
        self.addCleanup(self.check_quiet_exit, app)
        return app

    def check_quiet_exit(self, app):
        if app.stderr.closed:   # killed on purpose
            return
        errors = app.close()
        for word in ("CRITICAL", "WARNING", "ERROR", "runtime error"):
            self.assertNotIn(word, errors)
        self.assertEqual(app.exit_status, 0, errors)

    def close_message(self, app):
        dialog = app.other_window()
        app.xdotool("windowfocus", "--sync", dialog)
        app.key("Escape")
        app.wait_for(lambda s: s["message"] == "", "the message to close")
        app.xdotool("windowfocus", "--sync", app.window)

    def clipboard(self):
        return subprocess.run(["xclip", "-o", "-selection", "clipboard"], capture_output=True,
                              text=True, timeout=ui.WAIT_SECONDS,
                              env={**os.environ, "DISPLAY": self.x.display}).stdout

    def set_clipboard(self, text):
        """Puts text on the clipboard with xclip, and waits until the clipboard gives it back."""
        if not shutil.which("xclip"):
            self.skipTest("xclip is missing")
        process = subprocess.Popen(["xclip", "-selection", "clipboard", "-quiet"],
                                   stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL,
                                   env={**os.environ, "DISPLAY": self.x.display})
        process.stdin.write(text.encode())
        process.stdin.close()
        self.addCleanup(process.wait, ui.WAIT_SECONDS)
        self.addCleanup(process.terminate)
        ui.wait_until(lambda: self.clipboard() == text, "xclip to hold the clipboard")


class FilesTest(FilesTestBase):
    def write_file(self, name, text):
        directory = tempfile.mkdtemp(prefix="fianchetto-files-")
        self.addCleanup(shutil.rmtree, directory, True)
        path = os.path.join(directory, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        return path

    def write_autosave(self, app_home, text):
        directory = os.path.join(app_home, "data", "fianchetto")
        os.makedirs(directory, exist_ok=True)
        with open(os.path.join(directory, "autosave.pgn"), "w", encoding="utf-8") as f:
            f.write(text)

    def test_killed_game_comes_back(self):
        app = self.start()
        app.drag("e2", "e4")
        app.click("e7")
        app.click("e5")
        app.wait_for_fen(AFTER_E4_E5)
        app.wait_for_autosave("1. e4 e5 *")
        app.kill()
        saved = os.path.join(app.data_dir, "autosave.pgn")
        self.assertEqual(os.stat(saved).st_mode & 0o777, 0o600)
        self.assertEqual(os.stat(app.data_dir).st_mode & 0o777, 0o700)
        with open(saved, encoding="utf-8") as f:
            self.assertIn("1. e4 e5 *", f.read())

        again = self.start(home=app.home)
        state = again.wait_for_fen(AFTER_E4_E5)
        self.assertEqual(state["ply-count"], "2")
        self.assertEqual(state["computer"], "none")
        self.assertEqual(state["message"], "")
        time.sleep(0.3)
        again.screenshot("files-resumed")
        # And play goes on.
        again.drag("g1", "f3")
        again.wait_for(lambda s: s["ply-count"] == "3", "the third move")

    def test_unchosen_players_asked_again(self):
        # A pasted position waits for the player to say who plays it; a kill does not make it
        # a game between two people.
        app = self.start()
        fen = "4k3/8/8/8/8/8/3Q4/4K3 b - - 0 1"
        self.set_clipboard(fen)
        app.key("ctrl+v")
        state = app.wait_for(lambda s: s["fen"] == fen, "the pasted position")
        self.assertEqual(state["choosing-players"], "1")
        app.wait_for_autosave('[ComputerColor "?"]')
        app.kill()

        again = self.start(home=app.home)
        state = again.wait_for_fen(fen)
        self.assertEqual(state["choosing-players"], "1")
        self.assertEqual(state["computer"], "none")
        self.assertEqual(state["thinking"], "0")
        # Playing White, the computer takes Black and moves, under its own name.
        again.key("alt+w")
        state = again.wait_for(lambda s: s["computer"] == "black", "the computer with Black")
        self.assertEqual(state["choosing-players"], "0")
        again.wait_for(lambda s: s["ply-count"] == "1", "the computer's move")
        again.wait_for_autosave('[ComputerColor "black"]')

    def test_computer_thinks_again(self):
        home = tempfile.mkdtemp(prefix="fianchetto-ui-")
        self.write_autosave(home, '[White "You"]\n[Black "Fianchetto (Beginner)"]\n'
                                  '[ComputerColor "black"]\n[ComputerLevel "0"]\n\n1. e4 *\n')
        app = self.start(home=home)
        state = app.wait_for(lambda s: s["ply-count"] == "2", "the computer's reply")
        self.assertEqual(state["computer"], "black")
        self.assertEqual(state["flipped"], "0")

    def test_broken_autosave_is_set_aside(self):
        home = tempfile.mkdtemp(prefix="fianchetto-ui-")
        self.write_autosave(home, "1. e4 e5 2. Ke3 *\n")
        app = self.start(home=home)
        state = app.wait_for(lambda s: s["message"] != "", "the message")
        self.assertIn("The saved game could not be read", state["message"])
        self.assertIn("Ke3", state["message"])
        self.assertEqual(state["fen"], ui.START_FEN)
        self.assertTrue(os.path.exists(os.path.join(app.data_dir, "autosave.pgn.broken")))
        time.sleep(0.5)
        app.screenshot("files-broken-autosave")
        dialog = app.other_window()
        app.xdotool("windowfocus", "--sync", dialog)
        app.key("Escape")
        app.wait_for(lambda s: s["message"] == "", "the message to close")
        # The new game is what is saved now.
        app.xdotool("windowfocus", "--sync", app.window)
        app.drag("d2", "d4")
        app.wait_for(lambda s: s["ply-count"] == "1", "a move")
        app.wait_for_autosave("1. d4 *")

    def test_open_from_command_line(self):
        path = self.write_file("scholar.pgn", THREE_GAMES.split("\n\n[")[0] + "\n")
        app = self.start(path)
        state = app.wait_for_fen(SCHOLARS_MATE)
        self.assertEqual(state["ply-count"], "7")
        self.assertEqual(state["view-ply"], "7")
        self.assertEqual(state["title"], "White wins")

    def test_opening_named(self):
        """The opening above the move list follows the position shown, found by position (this
        is the Nimzo-Indian by the English move order), and the autosave names it."""
        path = self.write_file("nimzo.pgn", "1. c4 e6 2. Nc3 Nf6 3. d4 Bb4 4. Qc2 *\n")
        app = self.start(path)
        state = app.wait_for(lambda s: s["ply-count"] == "7", "the game")
        self.assertEqual(state["opening"], "E32 Nimzo-Indian Defense: Classical Variation")
        app.screenshot("files-opening")
        with open(os.path.join(app.data_dir, "autosave.pgn"), encoding="utf-8") as f:
            saved = f.read()
        self.assertIn('[ECO "E32"]', saved)
        self.assertIn('[Opening "Nimzo-Indian Defense: Classical Variation"]', saved)
        app.xdotool("windowfocus", "--sync", app.window)
        app.key("alt+Left")
        state = app.wait_for(lambda s: s["view-ply"] == "6", "a step back")
        self.assertEqual(state["opening"], "E20 Nimzo-Indian Defense")
        app.key(*["alt+Left"] * 6)
        state = app.wait_for(lambda s: s["view-ply"] == "0", "the start")
        self.assertEqual(state["opening"], "")

    def test_choose_among_games(self):
        path = self.write_file("games.pgn", THREE_GAMES)
        app = self.start(path)
        chooser = app.xdotool("search", "--sync", "--onlyvisible", "--name", "Choose a Game").split()[0]
        app.xdotool("windowmove", "--sync", chooser, "300", "200")
        time.sleep(0.5)
        app.screenshot("files-game-chooser")
        app.xdotool("windowfocus", "--sync", chooser)
        app.key("Down", "Return")
        state = app.wait_for_fen(AFTER_D4_D5_C4)
        self.assertEqual(state["ply-count"], "3")

    def mount_small_disk(self, home):
        """A 256 KB tmpfs as the app's data directory; root only."""
        if os.geteuid() != 0 or not shutil.which("mount"):
            self.skipTest("mounting a small tmpfs needs root")
        data = os.path.join(home, "data")
        os.makedirs(data, mode=0o700, exist_ok=True)
        if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k,mode=0700", "tmpfs", data],
                          capture_output=True).returncode != 0:
            self.skipTest("could not mount a tmpfs")
        self.addCleanup(subprocess.run, ["umount", "-l", data], capture_output=True)
        return data

    def test_full_disk_costs_nothing(self):
        home = tempfile.mkdtemp(prefix="fianchetto-ui-")
        data = self.mount_small_disk(home)
        games = os.path.join(data, "games")
        os.makedirs(games)
        game = os.path.join(games, "game.pgn")
        with open(game, "w", encoding="utf-8") as f:
            f.write('[White "Anna"]\n[Black "Boris"]\n\n1. d4 d5 *\n')
        app = self.start(game, home=home)
        app.wait_for_fen("rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2")
        autosave = os.path.join(app.data_dir, "autosave.pgn")
        app.wait_for(lambda s: os.path.exists(autosave), "the autosave")
        saved = read_bytes(autosave)
        original = read_bytes(game)
        self.assertIn(b"1. d4 d5 *", saved)

        # Fill the disk to the last byte.
        filler = os.path.join(data, "filler")
        with open(filler, "wb", buffering=0) as f:
            for size in (4096, 1):
                try:
                    while True:
                        f.write(b"x" * size)
                except OSError:
                    pass

        app.drag("c2", "c4")
        state = app.wait_for(lambda s: s["message"] != "", "the message")
        self.assertIn("Could not save the game", state["message"])
        self.assertIn("The disk is full", state["message"])
        self.assertIn("saved again after the next move", state["message"])
        self.assertEqual(read_bytes(autosave), saved)
        time.sleep(0.5)
        app.screenshot("files-disk-full")
        self.close_message(app)

        app.key("ctrl+s")
        state = app.wait_for(lambda s: s["message"] != "", "the message")
        self.assertIn("Could not save “game.pgn”", state["message"])
        self.assertIn("The disk is full", state["message"])
        self.assertEqual(read_bytes(game), original)
        self.assertEqual(sorted(os.listdir(games)), ["game.pgn"])
        self.assertEqual(sorted(os.listdir(app.data_dir)), ["autosave.pgn"])
        self.close_message(app)

        # Room again: the next move is saved, and the app says so.
        os.unlink(filler)
        app.drag("e7", "e6")
        state = app.wait_for(lambda s: s["message"] != "", "the message")
        self.assertIn("The game is saved again", state["message"])
        with open(autosave, encoding="utf-8") as f:
            self.assertIn("1. d4 d5 2. c4 e6 *", f.read())
        self.close_message(app)
        app.key("ctrl+s")
        app.wait_for(lambda s: b"2. c4 e6" in read_bytes(game), "the game saved")

    def test_paste(self):
        app = self.start()
        app.drag("e2", "e4")
        app.wait_for_fen(AFTER_E4)
        self.set_clipboard("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 nonsense")
        app.key("ctrl+v")
        state = app.wait_for(lambda s: s["message"] != "", "the message")
        self.assertIn("Could not paste", state["message"])
        self.assertEqual(state["fen"], AFTER_E4)
        time.sleep(0.5)
        app.screenshot("files-paste-error")
        dialog = app.other_window()
        app.xdotool("windowfocus", "--sync", dialog)
        app.key("Escape")
        app.wait_for(lambda s: s["message"] == "", "the message to close")
        with open(os.path.join(app.data_dir, "autosave.pgn"), encoding="utf-8") as f:
            self.assertIn("1. e4 *", f.read())

        app.xdotool("windowfocus", "--sync", app.window)
        self.set_clipboard("4k3/P7/8/8/8/8/8/4K3 w - - 0 1\n")
        app.key("ctrl+v")
        app.wait_for_fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1")
        app.key("ctrl+shift+c")
        ui.wait_until(lambda: self.clipboard() == "4k3/P7/8/8/8/8/8/4K3 w - - 0 1",
                      "the FEN on the clipboard", lambda: f"it holds {self.clipboard()!r}")


if __name__ == "__main__":
    sys.exit(ui.run_tests(__doc__))
