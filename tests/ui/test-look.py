#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The slips found in use (issue 48), in the real app under Xvfb: the window's title names the
players and the file and marks unsaved changes; the move list shows its last row and the result
whole and goes back to its top; the keyboard focus shows on the board as soon as it gets there;
the notification never covers the board; moves are heard, and without a sound device that is
silence without an error.

Uses the display, the app runner and the state file of test-ui.py and test-files.py.

usage: test-look.py APP SCHEMA_DIR SCREENSHOT_DIR
Exits 77 (skipped) without Xvfb, xdotool or ImageMagick's import.
"""

import importlib.util
import os
import shutil
import sys
import tempfile


def load(name, file):
    spec = importlib.util.spec_from_file_location(
        name, os.path.join(os.path.dirname(os.path.abspath(__file__)), file))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


ui = load("ui", "test-ui.py")
files = load("files", "test-files.py")

LONG_GAME = """[White "Fischer, Robert J."]
[Black "Spassky, Boris V."]
[Result "1/2-1/2"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O
9. h3 Nb8 10. d4 Nbd7 11. c4 c6 12. cxb5 axb5 13. Nc3 Bb7 14. Bg5 b4 15. Nb1 h6
16. Bh4 c5 17. dxe5 Nxe4 18. Bxe7 Qxe7 19. exd6 Qf6 20. Nbd2 Nxd6 21. Nc4 Nxc4
22. Bxc4 Nb6 23. Ne5 Rae8 24. Bxf7+ Rxf7 25. Nxf7 Rxe1+ 26. Qxe1 Kxf7 27. Qe3 Qg5
28. Qxg5 hxg5 29. b3 Ke6 30. a3 Kd6 31. axb4 cxb4 32. Ra5 Nd5 33. f3 Bc8 34. Kf2 Bf5
35. Ra7 g6 36. Ra6+ Kc5 37. Ke1 Nf4 38. g3 Nxh3 39. Kd2 Kb5 40. Rd6 Kc5 41. Ra6 Nf2
42. g4 Bd3 43. Re6 1/2-1/2
"""


def is_cursor(colour):
    """The keyboard cursor's blue frame (translucent over the square)."""
    red, green, blue = colour
    return blue > red + 80 and blue > green + 40


def scroll(state):
    value, upper, page = (float(v) for v in state["list-scroll"].split(","))
    return value, upper, page


def square_origin(state, square):
    """The top-left corner of a square on the screen, White at the bottom."""
    x, y, size = (float(v) for v in state["board"].split(","))
    column, row = ord(square[0]) - ord("a"), 8 - int(square[1])
    return x + column * size, y + row * size, size


class LookTest(files.FilesTestBase):
    def write_file(self, name, text):
        directory = tempfile.mkdtemp(prefix="fianchetto-look-")
        self.addCleanup(shutil.rmtree, directory, True)
        path = os.path.join(directory, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        return path

    def test_title_names_players_file_and_changes(self):
        app = self.start()
        state = app.wait_for(lambda s: "window-title" in s, "the title")
        self.assertEqual(state["window-title"], "Fianchetto")
        app.close()

        path = self.write_file("world-1972.pgn", LONG_GAME)
        app = self.start(path)
        title = "Fischer, Robert J. vs. Spassky, Boris V. — world-1972.pgn"
        state = app.wait_for(lambda s: s["window-title"] == title, "the title of the game")
        self.assertEqual(state["ply-count"], "85")
        # A move made in review is a change that the file does not hold.
        app.key("alt+Left")
        app.wait_for(lambda s: s["view-ply"] == "84", "a step back")
        app.drag("a6", "a8")
        state = app.wait_for(lambda s: s["variation"] == "1", "the variation")
        self.assertEqual(state["window-title"], "• " + title)
        app.screenshot("look-title")

    def test_move_list_shows_its_ends(self):
        app = self.start(self.write_file("long.pgn", LONG_GAME))
        # At the end the last row and the result below it are in sight: scrolled right down.
        state = app.wait_for(lambda s: s["ply-count"] == "85" and scroll(s)[1] > scroll(s)[2]
                             and abs(sum(scroll(s)[::2]) - scroll(s)[1]) < 1,
                             "the list scrolled to its very end")
        app.screenshot("look-list-end")
        # Back at the start, right up at the top.
        app.xdotool("windowfocus", "--sync", app.window)
        app.key("alt+Home")
        app.wait_for(lambda s: s["view-ply"] == "0" and scroll(s)[0] == 0, "the list at its top")
        app.key("alt+Right")
        app.wait_for(lambda s: s["view-ply"] == "1" and scroll(s)[0] == 0, "the first move")

    def test_keyboard_focus_shows(self):
        app = self.start()
        app.xdotool("windowfocus", "--sync", app.window)
        # Tab to the move list and back: the board shows its cursor (on e2) at once.
        app.key("Tab")
        app.key("shift+Tab")
        state = app.state()
        x, y, size = square_origin(state, "e2")
        app.wait_for_screen(lambda s: is_cursor(s.pixel(int(x + size / 2), int(y + 2))),
                            "the cursor on e2", "look-focus")
        # And Enter there picks the pawn up, as the cursor promises.
        app.key("Return", "Up", "Up", "Return")
        app.wait_for_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")

    def test_moves_are_heard(self):
        """Each move asks for its sound (there is no sound device here: silence, no error,
        which check_quiet_exit sees); stepping forward through the game is heard too, stepping
        back is not."""
        app = self.start()
        app.drag("e2", "e4")
        app.wait_for(lambda s: s["sounds"] == "1,move", "the move's sound")
        app.drag("d7", "d5")
        app.drag("e4", "d5")
        app.wait_for(lambda s: s["sounds"] == "3,capture", "the capture's sound")
        app.key("alt+Left")
        app.wait_for(lambda s: s["view-ply"] == "2", "a step back")
        app.key("alt+Right")
        app.wait_for(lambda s: s["view-ply"] == "3" and s["sounds"] == "4,capture",
                     "a step forward, heard")

    def test_every_window_shape(self):
        """The board takes the space: beside the panel in wide windows, above it in tall ones,
        never cut off by the window's edge."""
        app = self.start(self.write_file("long.pgn", LONG_GAME))
        app.wait_for(lambda s: s["ply-count"] == "85", "the game")
        for width, height, smallest in ((500, 400, 200), (560, 1000, 480), (1280, 800, 650),
                                        (1280, 900, 750)):
            app.xdotool("windowsize", app.window, str(width), str(height))

            def laid_out(state):
                x, y, size = (float(v) for v in state["board"].split(","))
                return size * 8 >= smallest and x + 8 * size <= width and y + 8 * size <= height

            state = app.wait_for(laid_out, f"the board at {width}x{height}")
            x, y, size = (float(v) for v in state["board"].split(","))
            self.assertGreaterEqual(x, 0)
            app.wait_for_screen(lambda screen: True, "the frame", f"look-{width}x{height}")

    def test_notification_leaves_the_board_whole(self):
        app = self.start()
        app.drag("e2", "e4")
        app.wait_for(lambda s: s["ply-count"] == "1", "a move")
        app.key("ctrl+n")
        dialog = app.other_window()
        app.xdotool("windowfocus", "--sync", dialog)
        app.key("Return")
        app.wait_for(lambda s: s["notification"] == "New game started", "the notification")

        def bottom_rank_plain(screen):
            # The bottom corners of d1 and e1, under where the notification shows, are the
            # squares' own colours: nothing covers them.
            state = app.state()
            for square in ("d1", "e1"):
                x, y, size = square_origin(state, square)
                colour = screen.pixel(int(x + 2), int(y + size - 2))
                if colour not in (ui.LIGHT_SQUARE, (0xB5, 0x88, 0x63)):
                    return False
            return True
        app.wait_for_screen(bottom_rank_plain, "the bottom rank in sight", "look-notification")


if __name__ == "__main__":
    sys.exit(ui.run_tests(__doc__))
