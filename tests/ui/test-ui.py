#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The real app under Xvfb, driven with xdotool like a player would.

Each test starts its own `fianchetto` on a private X display with fresh HOME and XDG
directories, the build's compiled schemas and the memory settings backend. The app writes its
position and status line to FIANCHETTO_TEST_STATE_FILE after every change, so the tests assert
exact positions; a few pixel checks on screenshots make sure it is also drawn.

Nothing here times the app: every wait is for an event (a position, a window, a pixel), up to
WAIT_SECONDS, which only a hang reaches however busy the machine is. How fast the computer
answers and stops is measured by bench/computer-player.

usage: test-ui.py APP SCHEMA_DIR SCREENSHOT_DIR
Exits 77 (skipped) without Xvfb, xdotool or ImageMagick's import.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

SKIP = 77
SCREEN_WIDTH, SCREEN_HEIGHT = 1280, 900
START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
LIGHT_SQUARE = (0xF0, 0xD9, 0xB5)
# How long any wait lasts before the test fails.
WAIT_SECONDS = 30

APP, SCHEMA_DIR, SCREENSHOT_DIR = (sys.argv[1:4] + [None] * 3)[:3]


class XServer:
    """An Xvfb of our own on the first display number nobody uses."""

    def __init__(self):
        self.process = None
        for number in range(90, 400):
            if os.path.exists(f"/tmp/.X{number}-lock") or os.path.exists(f"/tmp/.X11-unix/X{number}"):
                continue
            process = subprocess.Popen(
                ["Xvfb", f":{number}", "-screen", "0", f"{SCREEN_WIDTH}x{SCREEN_HEIGHT}x24",
                 "-nolisten", "tcp", "-noreset"],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            if self._wait_ready(number, process):
                self.process, self.display = process, f":{number}"
                return
        raise RuntimeError("no free X display")

    @staticmethod
    def _wait_ready(number, process):
        deadline = time.monotonic() + WAIT_SECONDS
        while time.monotonic() < deadline:
            if process.poll() is not None:
                return False
            if os.path.exists(f"/tmp/.X11-unix/X{number}"):
                return True
            time.sleep(0.05)
        process.kill()
        return False

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=WAIT_SECONDS)


class App:
    """One running fianchetto and the handles to drive and observe it."""

    def __init__(self, display, *args, settings_backend="memory"):
        self.home = tempfile.mkdtemp(prefix="fianchetto-ui-")
        self.state_file = os.path.join(self.home, "state")
        self.display = display
        env = self._environment(settings_backend)
        self.stderr = open(os.path.join(self.home, "stderr"), "w+")
        self.process = subprocess.Popen([APP, *args], env=env, stdout=subprocess.DEVNULL,
                                        stderr=self.stderr)
        windows = self.xdotool("search", "--sync", "--onlyvisible", "--pid",
                               str(self.process.pid)).split()
        self.window = max(windows, key=lambda w: self.window_geometry(w)[2])
        self.wait_for(lambda s: float(s["board"].split(",")[2]) > 0, "the board to be laid out")

    def _environment(self, settings_backend):
        env = dict(os.environ)
        for name in ("config", "data", "cache", "runtime"):
            os.makedirs(os.path.join(self.home, name), mode=0o700)
        env.update({
            "DISPLAY": self.display,
            "GSK_RENDERER": "cairo",
            "GTK_A11Y": "none",
            "NO_AT_BRIDGE": "1",
            "HOME": self.home,
            "XDG_CONFIG_HOME": os.path.join(self.home, "config"),
            "XDG_DATA_HOME": os.path.join(self.home, "data"),
            "XDG_CACHE_HOME": os.path.join(self.home, "cache"),
            "XDG_RUNTIME_DIR": os.path.join(self.home, "runtime"),
            "GSETTINGS_SCHEMA_DIR": SCHEMA_DIR,
            "GSETTINGS_BACKEND": settings_backend,
            "G_DEBUG": "fatal-criticals",
            "LC_ALL": "C.UTF-8",
            "LANGUAGE": "C",
            # A private bus address that leads nowhere: the app runs alone, not as a
            # second instance of one on the tester's desktop.
            "DBUS_SESSION_BUS_ADDRESS": "unix:path=" + os.path.join(self.home, "no-bus"),
            "FIANCHETTO_TEST_STATE_FILE": self.state_file,
        })
        return env

    def close(self):
        """Quits with Ctrl+Q, so that tearing down is tested too; returns what went to stderr."""
        if self.process.poll() is None:
            try:
                # Without a window manager nothing gives the focus back after a dialog.
                self.xdotool("windowfocus", "--sync", self.window)
                self.xdotool("key", "ctrl+q")
                self.process.wait(timeout=WAIT_SECONDS)
            except (subprocess.SubprocessError, OSError):
                self.process.kill()
                self.process.wait(timeout=WAIT_SECONDS)
        self.exit_status = self.process.returncode
        self.stderr.seek(0)
        errors = self.stderr.read()
        self.stderr.close()
        shutil.rmtree(self.home, ignore_errors=True)
        return errors

    # Driving

    def xdotool(self, *args, timeout=WAIT_SECONDS):
        result = subprocess.run(["xdotool", *args], env={**os.environ, "DISPLAY": self.display},
                                capture_output=True, text=True, timeout=timeout, check=True)
        return result.stdout

    def window_geometry(self, window=None):
        values = {}
        for line in self.xdotool("getwindowgeometry", "--shell", window or self.window).split():
            key, _, value = line.partition("=")
            values[key] = int(value)
        return values["X"], values["Y"], values["WIDTH"], values["HEIGHT"]

    def square_point(self, square):
        """The screen point at the centre of a square such as "e2"."""
        state = self.state()
        board_x, board_y, size = (float(v) for v in state["board"].split(","))
        file, rank = ord(square[0]) - ord("a"), int(square[1]) - 1
        column, row = (7 - file, rank) if state["flipped"] == "1" else (file, 7 - rank)
        x, y, _, _ = self.window_geometry()
        return int(x + board_x + (column + 0.5) * size), int(y + board_y + (row + 0.5) * size)

    def move_pointer(self, x, y):
        self.xdotool("mousemove", str(x), str(y))

    def click(self, square, button=1):
        self.move_pointer(*self.square_point(square))
        self.xdotool("click", str(button))
        time.sleep(0.1)

    def drag(self, source, target, release=True):
        (x0, y0), (x1, y1) = self.square_point(source), self.square_point(target)
        self.move_pointer(x0, y0)
        self.xdotool("mousedown", "1")
        steps = 6
        for i in range(1, steps + 1):
            time.sleep(0.03)
            self.move_pointer(x0 + (x1 - x0) * i // steps, y0 + (y1 - y0) * i // steps)
        time.sleep(0.05)
        if release:
            self.xdotool("mouseup", "1")
            time.sleep(0.1)

    def key(self, *keys):
        self.xdotool("key", "--delay", "40", *keys)
        time.sleep(0.1)

    # Observing

    def state(self):
        try:
            with open(self.state_file, encoding="utf-8") as f:
                return dict(line.rstrip("\n").split("=", 1) for line in f if "=" in line)
        except FileNotFoundError:
            return {}

    def wait_for(self, predicate, what):
        return wait_until(lambda: self._state_if(predicate), what,
                          lambda: f"last state: {self.state()}")

    def _state_if(self, predicate):
        state = self.state()
        try:
            return state if state and predicate(state) else None
        except (KeyError, ValueError):
            return None

    def wait_for_fen(self, fen):
        return self.wait_for(lambda s: s["fen"] == fen, f"position {fen}")

    def window_gone(self, name):
        """Waits until no window of the app called NAME shows."""
        def gone():
            try:
                self.xdotool("search", "--onlyvisible", "--name", name)
                return False
            except subprocess.CalledProcessError:   # xdotool found none
                return True
        wait_until(gone, f"the {name} window to close")

    def screenshot(self, name):
        """Saves the screen as NAME.png for people, and returns its raw pixels for checks."""
        if SCREENSHOT_DIR:
            os.makedirs(SCREENSHOT_DIR, exist_ok=True)
            subprocess.run(["import", "-display", self.display, "-window", "root",
                            os.path.join(SCREENSHOT_DIR, name + ".png")], check=True)
        return self.grab()

    def grab(self):
        raw = subprocess.run(["import", "-display", self.display, "-window", "root", "-depth", "8",
                              "rgb:-"], check=True, capture_output=True).stdout
        return Screen(raw)

    def wait_for_screen(self, predicate, what, name):
        """Waits until the screen drawn shows what predicate looks for (the state file is
        written before the frame is drawn), then saves it as NAME.png."""
        wait_until(lambda: predicate(self.grab()), what)
        return self.screenshot(name)


def wait_until(check, what, details=lambda: ""):
    """Returns check()'s first true value, polling; fails after WAIT_SECONDS."""
    deadline = time.monotonic() + WAIT_SECONDS
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}; {details()}")


class Screen:
    def __init__(self, raw):
        assert len(raw) == SCREEN_WIDTH * SCREEN_HEIGHT * 3, len(raw)
        self.raw = raw

    def pixel(self, x, y):
        offset = (y * SCREEN_WIDTH + x) * 3
        return tuple(self.raw[offset:offset + 3])


class UiTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.x = XServer()

    @classmethod
    def tearDownClass(cls):
        cls.x.stop()

    def start(self, *args):
        self.app = App(self.x.display, *args)
        self.addCleanup(self.check_quiet_exit)
        return self.app

    def check_quiet_exit(self):
        errors = self.app.close()
        for word in ("CRITICAL", "WARNING", "ERROR", "runtime error"):
            self.assertNotIn(word, errors)
        self.assertEqual(self.app.exit_status, 0, errors)

    def test_drag_click_and_undo(self):
        app = self.start()
        e4 = app.square_point("e4")
        app.wait_for_screen(lambda screen: screen.pixel(*e4) == LIGHT_SQUARE, "the board drawn",
                            "app-start")
        self.assertEqual(app.state()["title"], "White to move")

        app.drag("e2", "e4", release=False)
        app.screenshot("app-drag")
        app.xdotool("mouseup", "1")
        app.wait_for_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")

        app.click("e7")
        e6 = app.square_point("e6")
        app.wait_for_screen(lambda screen: screen.pixel(*e6) != LIGHT_SQUARE,
                            "e7's moves marked", "app-legal-moves")
        app.click("e5")
        state = app.wait_for_fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2")
        self.assertEqual(state["ply-count"], "2")

        app.key("ctrl+z")
        app.wait_for_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
        app.key("ctrl+shift+z")
        app.wait_for_fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2")

    def test_illegal_drop_and_cancel(self):
        app = self.start()
        app.drag("e2", "e5")
        app.drag("e2", "d3")
        time.sleep(0.3)
        self.assertEqual(app.state()["fen"], START_FEN)

        # Escape and the secondary button put a picked-up piece down again.
        app.click("g1")
        app.key("Escape")
        app.click("f3")
        app.click("b1")
        app.click("h8", button=3)
        app.click("c3")
        time.sleep(0.3)
        self.assertEqual(app.state()["fen"], START_FEN)
        app.click("b1")
        app.click("c3")
        app.wait_for_fen("rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR b KQkq - 1 1")

    def test_keyboard(self):
        app = self.start()
        # The first arrow shows the cursor on e2; Return picks the pawn up, Up Up, Return.
        app.key("Down", "Return", "Up", "Up")
        app.screenshot("app-keyboard")
        app.key("Return")
        app.wait_for_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")

    def test_promotion_to_knight(self):
        app = self.start("--fen", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1")
        app.drag("a7", "a8")
        dialog = app.xdotool("search", "--sync", "--onlyvisible", "--name", "Promote Pawn").split()[0]
        # Without a window manager the dialog opens in the corner, over the pawn; move it
        # aside so the screenshot shows the pawn waiting on a8.
        app.xdotool("windowmove", "--sync", dialog, "660", "300")
        time.sleep(0.3)
        app.screenshot("app-promotion")
        self.assertEqual(app.state()["ply-count"], "0")
        # Four equal buttons, queen to knight, along the bottom of the dialog.
        x, y, width, height = app.window_geometry(dialog)
        button = (width - 2 * 18 - 3 * 8) / 4
        app.move_pointer(int(x + 18 + 3 * (button + 8) + button / 2), y + height - 18 - 30)
        app.xdotool("click", "1")
        state = app.wait_for_fen("N3k3/8/8/8/8/8/8/4K3 b - - 0 1")
        self.assertEqual(state["title"], "Draw")
        self.assertEqual(state["detail"], "Neither side can checkmate")

    def test_promotion_cancelled(self):
        app = self.start("--fen", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1")
        app.drag("a7", "a8")
        app.xdotool("search", "--sync", "--onlyvisible", "--name", "Promote Pawn")
        time.sleep(0.3)
        app.key("Escape")
        app.window_gone("Promote Pawn")
        self.assertEqual(app.state()["ply-count"], "0")
        app.drag("a7", "a8")
        app.xdotool("search", "--sync", "--onlyvisible", "--name", "Promote Pawn")
        time.sleep(0.3)
        app.key("q")
        app.wait_for_fen("Q3k3/8/8/8/8/8/8/4K3 b - - 0 1")

    def test_fools_mate(self):
        app = self.start()
        app.drag("f2", "f3")
        app.click("e7")
        app.click("e5")
        app.drag("g2", "g4")
        app.click("d8")
        app.click("h4")
        state = app.wait_for(lambda s: s["title"] == "Black wins", "the checkmate")
        self.assertEqual(state["detail"], "Checkmate")
        # The mated king glows red, beside it where the piece does not cover the square.
        x, y = app.square_point("e1")
        size = float(state["board"].split(",")[2])
        glow = int(x - size * 0.4), int(y - size * 0.1)
        app.wait_for_screen(lambda screen: screen.pixel(*glow)[0] > screen.pixel(*glow)[1] + 60,
                            "the mated king's red glow", "app-checkmate")
        # Nothing moves any more.
        app.click("e2")
        app.click("e3")
        time.sleep(0.3)
        self.assertEqual(app.state()["ply-count"], "4")

    def test_history_and_flip(self):
        app = self.start()
        app.drag("d2", "d4")
        app.drag("d7", "d5")
        app.wait_for(lambda s: s["ply-count"] == "2", "two moves")
        app.key("alt+Left")
        state = app.wait_for(lambda s: s["view-ply"] == "1", "the first move in review")
        self.assertEqual(state["detail"],
                         "Reviewing an earlier position: a move made here starts a variation")
        # A move while looking back starts a variation; the game stays where it was.
        app.drag("g8", "f6")
        state = app.wait_for(lambda s: s["variation"] == "1", "the variation")
        self.assertEqual(state["ply-count"], "2")
        app.key("alt+End")
        app.wait_for(lambda s: s["view-ply"] == "2", "the game again")

        app.key("ctrl+f")
        app.wait_for(lambda s: s["flipped"] == "1", "the board to turn")
        app.screenshot("app-flipped")
        app.drag("c2", "c4")
        app.wait_for_fen("rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2")


def run_tests(usage):
    """Runs the test cases of the __main__ module, which may be another UI test script that
    imports this one; skips when a tool is missing, prints the usage without arguments."""
    missing = [tool for tool in ("Xvfb", "xdotool", "import") if not shutil.which(tool)]
    if missing:
        print(f"1..0 # SKIP missing {', '.join(missing)}")
        return SKIP
    if not APP or not SCHEMA_DIR:
        print(usage)
        return 2
    program = unittest.main(module="__main__", argv=[sys.argv[0]], exit=False, verbosity=2)
    return 0 if program.result.wasSuccessful() else 1


if __name__ == "__main__":
    sys.exit(run_tests(__doc__))
