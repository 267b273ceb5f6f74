#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The clocks in the real app under Xvfb: a flag that falls, clocks that survive a kill, and
pause covering the board.

The time control is set the way a script would set it, in the GSettings key `time-control`
of a keyfile written before the first start. Nothing here is timed: every wait is for an
event (test-ui.py's ceiling is for hangs only); a 5-second clock ends the first test by
itself.

usage: test-clock.py APP SCHEMA_DIR SCREENSHOT_DIR
"""

import importlib.util
import os
import re
import sys
import tempfile
import time

spec = importlib.util.spec_from_file_location(
    "files", os.path.join(os.path.dirname(os.path.abspath(__file__)), "test-files.py"))
files = importlib.util.module_from_spec(spec)
spec.loader.exec_module(files)
ui = files.ui

AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"


class ClockApp(files.FilesApp):
    """A FilesApp whose settings live in a keyfile in its HOME, written before it starts."""

    def __init__(self, display, *args, home=None):
        self.reused_home = home
        ui.App.__init__(self, display, *args, settings_backend="keyfile")

    def quit_keeping_home(self):
        """Ctrl+Q, as a player quits; the HOME stays for the next app."""
        self.xdotool("windowfocus", "--sync", self.window)
        self.xdotool("key", "ctrl+q")
        self.process.wait(timeout=ui.WAIT_SECONDS)
        self.stderr.seek(0)
        errors = self.stderr.read()
        self.stderr.close()
        os.unlink(self.state_file)
        return errors


def home_with_settings(**settings):
    home = tempfile.mkdtemp(prefix="fianchetto-ui-")
    directory = os.path.join(home, "config", "glib-2.0", "settings")
    os.makedirs(directory)
    with open(os.path.join(directory, "keyfile"), "w", encoding="utf-8") as f:
        f.write("[io/github/fianchetto/Fianchetto]\n")
        for key, value in settings.items():
            f.write(f"{key.replace('_', '-')}={value}\n")
    return home


def clock_field(state, name):
    return dict(part.split("=", 1) for part in state["clock"].split())[name]


def shown(clk):
    """A [%clk] value (H:MM:SS, maybe .t) as the clock shows it (M:SS, or 0:SS.t below 10 s)."""
    hours, minutes, seconds = clk.split(":")
    total = int(hours) * 3600 + int(minutes) * 60 + float(seconds)
    if total < 10:
        return f"0:{seconds.rjust(4, '0') if '.' in seconds else seconds + '.0'}"
    return f"{int(total) // 60}:{int(total) % 60:02d}"


class ClockTest(files.FilesTestBase):
    def start(self, *args, home=None):
        app = ClockApp(self.x.display, *args, home=home)
        self.addCleanup(self.check_quiet_exit, app)
        return app

    def test_five_seconds_left_alone(self):
        app = self.start(home=home_with_settings(time_control="'5'"))
        state = app.wait_for(lambda s: s["clock"] != "", "the clocks")
        self.assertEqual(clock_field(state, "running"), "white")
        state = app.wait_for(lambda s: s["title"] == "Black wins", "White's flag to fall")
        self.assertEqual(state["detail"], "White ran out of time")
        self.assertEqual(clock_field(state, "white"), "0:00.0")
        self.assertEqual(clock_field(state, "black"), "0:05.0")
        self.assertEqual(clock_field(state, "running"), "none")
        # Under half a second (a tenth of five) the low-time sound warned White, and then the
        # end of the game sounded.
        state = app.wait_for(lambda s: s["sounds"].endswith(",game-end"), "the end's sound")
        self.assertEqual(state["sounds"], "2,game-end")
        app.wait_for_autosave('[Termination "time forfeit"]')
        with open(os.path.join(app.data_dir, "autosave.pgn"), encoding="utf-8") as f:
            saved = f.read()
        self.assertIn('[Result "0-1"]', saved)
        self.assertIn('[TimeControl "5"]', saved)
        time.sleep(0.3)
        app.screenshot("clock-flag-fell")

    def test_pasted_position_is_untimed(self):
        """A position pasted is a new game with nobody to play it yet: no clock runs while the
        player chooses, and none comes with it (the editor's Play asks for a clock)."""
        app = self.start(home=home_with_settings(time_control="'300'"))
        app.wait_for(lambda s: clock_field(s, "running") == "white" if s["clock"] else False,
                     "White's clock")
        fen = "4k3/8/8/8/8/8/3Q4/4K3 b - - 0 1"
        self.set_clipboard(fen)
        app.key("ctrl+v")
        state = app.wait_for(lambda s: s["fen"] == fen, "the pasted position")
        self.assertEqual(state["choosing-players"], "1")
        self.assertEqual(state["clock"], "")
        app.key("alt+t")
        state = app.wait_for(lambda s: s["choosing-players"] == "0", "two players")
        self.assertEqual(state["clock"], "")

    def test_clocks_by_their_sides_in_every_shape(self):
        """Beside the board the clocks head and end the panel; in a tall window, with the panel
        under the board, they stand above and below the board itself."""
        app = self.start(home=home_with_settings(time_control="'300'"))
        app.wait_for(lambda s: s["clock"] != "", "the clocks")
        for width, height in ((1100, 700), (560, 1000), (1100, 700)):
            app.xdotool("windowsize", app.window, str(width), str(height))

            def placed(state):
                x, y, size = (float(v) for v in state["board"].split(","))
                top, bottom = (float(v) for v in state["clock-y"].split(","))
                if width > height:
                    # In the panel beside the board, level with its top and bottom rows.
                    return y - size / 2 < top < y + size and y + 7 * size < bottom < y + 8.5 * size
                return top < y and bottom > y + 8 * size

            app.wait_for(placed, f"the clocks by the board at {width}x{height}")

    def test_computer_game_survives_kill(self):
        home = home_with_settings(time_control="'60+1'", opponent="'computer'",
                                  player_color="'white'", computer_level="0")
        app = self.start(home=home)
        app.wait_for(lambda s: s["computer"] == "black" and s["clock"] != "", "a timed game")
        app.drag("e2", "e4")
        app.wait_for(lambda s: s["ply-count"] == "2", "the computer's reply")
        app.drag("d2", "d4")
        app.wait_for(lambda s: s["ply-count"] == "4", "the computer's second reply")
        app.wait_for_autosave("[%clk")
        time.sleep(0.3)
        app.screenshot("clock-computer")
        with open(os.path.join(app.data_dir, "autosave.pgn"), encoding="utf-8") as f:
            saved = f.read()
        self.assertIn('[TimeControl "60+1"]', saved)
        clocks = re.findall(r"\[%clk (\d+:\d\d:\d\d(?:\.\d)?)\]", saved)
        self.assertEqual(len(clocks), 4, saved)
        app.kill()

        again = self.start(home=app.home)
        state = again.wait_for(lambda s: s["ply-count"] == "4" and s["clock"] != "",
                               "the game and its clocks back")
        # Back paused, each clock as its last [%clk] says: nobody was charged for the kill.
        self.assertEqual(clock_field(state, "paused"), "1")
        self.assertEqual(clock_field(state, "white"), shown(clocks[2]))
        self.assertEqual(clock_field(state, "black"), shown(clocks[3]))
        time.sleep(0.3)
        again.screenshot("clock-restored-paused")
        again.key("ctrl+p")
        state = again.wait_for(lambda s: clock_field(s, "paused") == "0", "the game to resume")
        self.assertEqual(clock_field(state, "running"), "white")

    def test_pause_covers_the_board(self):
        app = self.start(home=home_with_settings(time_control="'300+3'"))
        app.wait_for(lambda s: s["clock"] != "", "the clocks")
        squares = ("a1", "a2", "h8", "b7", "h1", "e1")
        points = [app.square_point(square) for square in squares]

        def colours(screen):
            return {screen.pixel(x, y) for x, y in points}

        app.wait_for_screen(lambda screen: len(colours(screen)) > 1, "the board drawn",
                            "clock-running")
        app.key("ctrl+p")
        state = app.wait_for(lambda s: clock_field(s, "paused") == "1", "the pause")
        self.assertEqual(state["title"], "Paused")
        # Covered: the squares, the pieces and their colours are gone, one plain colour.
        app.wait_for_screen(lambda screen: len(colours(screen)) == 1, "the board covered",
                            "clock-paused")
        # No move while paused.
        app.drag("e2", "e4")
        self.assertEqual(app.state()["ply-count"], "0")
        app.key("Pause")
        state = app.wait_for(lambda s: clock_field(s, "paused") == "0", "the game to resume")
        self.assertEqual(state["title"], "White to move")
        app.wait_for_screen(lambda screen: len(colours(screen)) > 1, "the board back",
                            "clock-resumed")
        app.drag("e2", "e4")
        state = app.wait_for_fen(AFTER_E4)
        self.assertEqual(clock_field(state, "running"), "black")

    def test_time_odds(self):
        app = self.start(home=home_with_settings(time_control="'300'", time_control_black="'60+1'"))
        state = app.wait_for(lambda s: s["clock"] != "", "the clocks")
        self.assertEqual(clock_field(state, "black"), "1:00")
        app.drag("e2", "e4")
        state = app.wait_for_fen(AFTER_E4)
        self.assertEqual(clock_field(state, "running"), "black")
        app.wait_for_autosave('[BlackTimeControl "60+1"]')
        with open(os.path.join(app.data_dir, "autosave.pgn"), encoding="utf-8") as f:
            saved = f.read()
        self.assertIn('[WhiteTimeControl "300"]', saved)
        self.assertNotIn("[TimeControl ", saved)

    def test_closing_pauses(self):
        app = self.start(home=home_with_settings(time_control="'300'"))
        app.wait_for(lambda s: s["clock"] != "", "the clocks")
        app.drag("e2", "e4")
        app.wait_for_fen(AFTER_E4)
        errors = app.quit_keeping_home()
        self.assertEqual(app.process.returncode, 0, errors)
        with open(os.path.join(app.data_dir, "autosave.pgn"), encoding="utf-8") as f:
            saved = f.read()
        # Black's clock was running: its time as it stood goes with the game.
        paused = re.search(r'\[ClockPaused "(0:0[45]:\d\d(?:\.\d)?)"\]', saved)
        self.assertIsNotNone(paused, saved)

        again = self.start(home=app.home)
        state = again.wait_for(lambda s: s["ply-count"] == "1" and s["clock"] != "", "the game back")
        self.assertEqual(clock_field(state, "paused"), "1")
        self.assertEqual(clock_field(state, "black"), shown(paused.group(1)))
        self.assertEqual(state["title"], "Paused")
        again.key("Pause")
        state = again.wait_for(lambda s: clock_field(s, "paused") == "0", "the game to resume")
        self.assertEqual(state["title"], "Black to move")

    def write_pgn(self, text):
        directory = tempfile.mkdtemp(prefix="fianchetto-clock-")
        self.addCleanup(files.shutil.rmtree, directory, True)
        path = os.path.join(directory, "game.pgn")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        return path

    def test_opened_game_shows_its_clocks(self):
        path = self.write_pgn(
            '[TimeControl "180+2"]\n[Result "1-0"]\n\n'
            "1. e4 {[%clk 0:03:01]} 1... e5 {[%clk 0:02:59.5]} 2. Qh5 {[%clk 0:02:55]}"
            " 2... Nc6 {[%clk 0:02:40]} 3. Bc4 {[%clk 0:02:50]} 3... Nf6 {[%clk 0:00:08.4]}"
            " 4. Qxf7# {[%clk 0:02:45]} 1-0\n")
        app = self.start(path)
        state = app.wait_for(lambda s: s["ply-count"] == "7" and s["clock"] != "", "the game")
        self.assertEqual(state["clock"], "white=2:45 black=0:08.4 running=none paused=0")
        app.xdotool("windowfocus", "--sync", app.window)
        # Stepping back shows the clocks as they stood after each move.
        app.key("alt+Left")
        state = app.wait_for(lambda s: s["view-ply"] == "6", "a step back")
        self.assertEqual(state["clock"], "white=2:50 black=0:08.4 running=none paused=0")
        app.key("alt+Left")
        state = app.wait_for(lambda s: s["view-ply"] == "5", "another step back")
        self.assertEqual(state["clock"], "white=2:50 black=2:40 running=none paused=0")
        app.key("alt+Home")
        state = app.wait_for(lambda s: s["view-ply"] == "0", "the start")
        self.assertEqual(state["clock"], "white=3:00 black=3:00 running=none paused=0")

    def test_unreadable_time_control(self):
        path = self.write_pgn('[TimeControl "*60"]\n\n1. e4 e5 *\n')
        app = self.start(path)
        state = app.wait_for(lambda s: s["ply-count"] == "2" and s["clock"] == "", "the game")
        self.assertEqual(state["detail"], "Untimed: the time control “*60” could not be read")
        self.assertEqual(state["message"], "")
        # Written back as it came: the tag is the file's.
        app.wait_for_autosave('[TimeControl "*60"]')


if __name__ == "__main__":
    sys.exit(ui.run_tests(__doc__))
