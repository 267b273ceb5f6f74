#!/usr/bin/env python3
"""The app icons: a board corner with a knight (scalable), a knight (symbolic)."""
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pieces as gen

def knight_parts():
    return gen.knight()

def scalable():
    sq_w, sq_h = 26, 24
    x0, y0 = 12, 12
    cells = []
    light, dark = '#cdab8f', '#986a44'
    for r in range(4):
        for c in range(4):
            if (r + c) % 2:
                cells.append(f'M{x0 + c*sq_w} {y0 + r*sq_h}h{sq_w}v{sq_h}h-{sq_w}z')
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">',
           '  <!-- SPDX-License-Identifier: GPL-3.0-or-later -->',
           '  <defs>',
           '    <linearGradient id="turn" x1="0" y1="0" x2="1" y2="0">',
           '      <stop offset="0" stop-color="#deddda"/>',
           '      <stop offset="0.32" stop-color="#ffffff"/>',
           '      <stop offset="0.62" stop-color="#f6f5f4"/>',
           '      <stop offset="1" stop-color="#c0bfbc"/>',
           '    </linearGradient>',
           '    <linearGradient id="edge" x1="0" y1="0" x2="1" y2="0">',
           '      <stop offset="0" stop-color="#63452c"/>',
           '      <stop offset="0.05" stop-color="#865e3c"/>',
           '      <stop offset="0.95" stop-color="#865e3c"/>',
           '      <stop offset="1" stop-color="#63452c"/>',
           '    </linearGradient>',
           '    <clipPath id="face">',
           '      <rect x="12" y="12" width="104" height="96" rx="8"/>',
           '    </clipPath>',
           '  </defs>',
           '  <rect x="12" y="20" width="104" height="96" rx="8" fill="url(#edge)"/>',
           f'  <rect x="12" y="12" width="104" height="96" rx="8" fill="{light}"/>',
           f'  <path clip-path="url(#face)" fill="{dark}" d="{"".join(cells)}"/>',
           '  <rect x="12.5" y="12.5" width="103" height="95" rx="7.5" fill="none" stroke="#ffffff" stroke-opacity="0.25"/>',
           '  <ellipse cx="64" cy="101" rx="34" ry="5" fill="#241f31" fill-opacity="0.3"/>',
           '  <g transform="translate(13 7) scale(1.02)" stroke="#241f31" stroke-width="2.6" stroke-linejoin="round" stroke-linecap="round">']
    for kind, d in knight_parts():
        if kind == 'body':
            out.append(f'    <path fill="url(#turn)" d="{d}"/>')
        elif kind == 'line':
            out.append(f'    <path fill="none" stroke-width="2.1" d="{d}"/>')
        elif kind == 'fine':
            out.append(f'    <path fill="none" stroke-width="1.4" d="{d}"/>')
        elif kind == 'eye':
            out.append(f'    <path fill="#241f31" stroke="none" d="{d}"/>')
    out += ['  </g>', '</svg>', '']
    return '\n'.join(out)

def symbolic():
    """The knight's head alone, one colour, the eye cut out; a plinth bar below."""
    parts = knight_parts()
    head = [d for k, d in parts if k == 'body'][2:4]     # head and neck, mane
    eye = [d for k, d in parts if k == 'eye'][0]
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">',
           '  <!-- SPDX-License-Identifier: GPL-3.0-or-later -->',
           '  <g fill="#2e3436">',
           '    <g transform="translate(-0.3 -1.3) scale(0.175)">',
           f'      <path fill-rule="evenodd" d="{head[0]}{eye}"/>',
           f'      <path d="{head[1]}"/>',
           '    </g>',
           '    <rect x="2" y="13" width="12" height="3" rx="1"/>',
           '  </g>',
           '</svg>', '']
    return '\n'.join(out)


if __name__ == '__main__':
    open(sys.argv[1], 'w').write(scalable())
    open(sys.argv[2], 'w').write(symbolic())
