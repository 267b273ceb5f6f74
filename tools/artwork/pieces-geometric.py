#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generates the Geometric piece set (12 SVGs): flat pieces built from a few plain figures
(circles, trapezoids, battlements, a crown of points), with one bold outline, so that they read
at small sizes and in the high-contrast theme.

usage: pieces-geometric.py OUTPUT_DIR
"""
import os
import sys

COLOURS = {
    # fill, outline, detail (lines drawn inside the figure)
    "white": ("#fafafa", "#1e1e1e", "#1e1e1e"),
    "black": ("#2e2e2e", "#0a0a0a", "#e8e8e8"),
}

BASE = "M22 88 H78 V80 Q78 74 72 74 H28 Q22 74 22 80 Z"


def pawn():
    return [("fill", BASE),
            ("fill", "M34 74 L40 52 H60 L66 74 Z"),
            ("fill", "M37 52 H63 V46 H37 Z"),
            ("circle", (50, 34, 13))]


def rook():
    return [("fill", BASE),
            ("fill", "M30 74 L33 44 H67 L70 74 Z"),
            ("fill", "M26 44 V22 H35 V30 H44 V22 H56 V30 H65 V22 H74 V44 Z"),
            ("line", "M33 58 H67")]


def bishop():
    return [("fill", BASE),
            ("fill", "M36 74 L42 56 H58 L64 74 Z"),
            ("fill", "M50 14 C64 26 68 40 60 56 H40 C32 40 36 26 50 14 Z"),
            ("circle", (50, 12, 5)),
            ("line", "M50 30 V44 M43 37 H57")]


def knight():
    return [("fill", BASE),
            ("fill", "M30 74 C30 60 38 52 46 46 L28 50 C22 50 20 44 24 40 L44 22 L46 12 "
                     "L54 20 C70 24 78 40 76 74 Z"),
            ("circle_detail", (46, 32, 3.2)),
            ("line", "M58 30 C64 42 66 56 64 70")]


def queen():
    return [("fill", BASE),
            ("fill", "M30 74 L22 30 L37 48 L42 24 L50 44 L58 24 L63 48 L78 30 L70 74 Z"),
            ("circle", (22, 27, 5)), ("circle", (42, 21, 5)), ("circle", (58, 21, 5)),
            ("circle", (78, 27, 5)),
            ("line", "M32 64 H68")]


def king():
    return [("fill", BASE),
            ("fill", "M28 74 L24 40 C36 34 64 34 76 40 L72 74 Z"),
            ("fill", "M46 36 V26 H38 V18 H46 V10 H54 V18 H62 V26 H54 V36 Z"),
            ("line", "M30 52 H70 M32 64 H68")]


PIECES = {"pawn": pawn, "knight": knight, "bishop": bishop, "rook": rook, "queen": queen,
          "king": king}


def svg(colour, name):
    fill, outline, detail = COLOURS[colour]
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" '
           'viewBox="0 0 100 100">',
           '  <!-- SPDX-License-Identifier: GPL-3.0-or-later -->',
           f'  <!-- Fianchetto Geometric piece set: {colour} {name} (tools/artwork/pieces-geometric.py) -->',
           f'  <g stroke="{outline}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">']
    for kind, shape in PIECES[name]():
        if kind == "fill":
            out.append(f'    <path fill="{fill}" d="{shape}"/>')
        elif kind == "circle":
            x, y, r = shape
            out.append(f'    <circle fill="{fill}" cx="{x}" cy="{y}" r="{r}"/>')
        elif kind == "circle_detail":
            x, y, r = shape
            out.append(f'    <circle fill="{detail}" stroke="none" cx="{x}" cy="{y}" r="{r}"/>')
        else:
            out.append(f'    <path fill="none" stroke="{detail}" stroke-width="2.5" d="{shape}"/>')
    out += ['  </g>', '</svg>', '']
    return "\n".join(out)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    os.makedirs(sys.argv[1], exist_ok=True)
    for colour in COLOURS:
        for name in PIECES:
            with open(os.path.join(sys.argv[1], f"{colour}-{name}.svg"), "w") as f:
                f.write(svg(colour, name))


if __name__ == "__main__":
    main()
