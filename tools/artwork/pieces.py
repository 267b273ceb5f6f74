#!/usr/bin/env python3
"""Generates the Fianchetto piece set (12 SVGs) from half-profiles.

Turned (lathe) pieces are described by their right half only, from a point on
the axis x=50 around to another point on the axis; sym() mirrors it into a
closed, symmetric outline. The knight is drawn free-hand.
"""
import re
import sys
import os

AXIS = 50.0


def fmt(v):
    s = ('%.2f' % v).rstrip('0').rstrip('.')
    return '0' if s == '-0' else s


def parse(d):
    toks = re.findall(r'[MLCQA]|-?\d*\.?\d+', d)
    segs, i, cmd = [], 0, None
    while i < len(toks):
        if toks[i] in 'MLCQA':
            cmd = toks[i]
            i += 1
        n = {'M': 2, 'L': 2, 'C': 6, 'Q': 4, 'A': 7}[cmd]
        segs.append((cmd, [float(t) for t in toks[i:i + n]]))
        i += n
        if cmd == 'M':
            cmd = 'L'
    return segs


def sym(d):
    """Right-half profile -> closed symmetric path."""
    segs = parse(d)
    assert segs[0][0] == 'M'
    pts = [segs[0][1]]
    for c, a in segs[1:]:
        pts.append(a[-2:])
    m = lambda x: 2 * AXIS - x
    out = ['M' + fmt(pts[0][0]) + ' ' + fmt(pts[0][1])]
    last = len(segs) - 1
    for k, (c, a) in enumerate(segs[1:], 1):
        if k == last and c == 'L':
            continue   # a straight run across the axis needs no point on it
        out.append(c + ' '.join(fmt(v) for v in a))
    # mirrored, reversed
    for k in range(len(segs) - 1, 0, -1):
        c, a = segs[k]
        p0 = pts[k - 1]
        if k == 1 and c == 'L':
            break      # closing straight back to the start: Z draws it
        if c == 'L':
            out.append('L' + fmt(m(p0[0])) + ' ' + fmt(p0[1]))
        elif c == 'C':
            x1, y1, x2, y2 = a[:4]
            out.append('C' + ' '.join(fmt(v) for v in (m(x2), y2, m(x1), y1, m(p0[0]), p0[1])))
        elif c == 'Q':
            x1, y1 = a[:2]
            out.append('Q' + ' '.join(fmt(v) for v in (m(x1), y1, m(p0[0]), p0[1])))
        elif c == 'A':
            rx, ry, rot, large, sweep = a[:5]
            out.append('A' + ' '.join(fmt(v) for v in (rx, ry, -rot, large, sweep, m(p0[0]), p0[1])))
    return ''.join(out) + 'Z'


# ---------------------------------------------------------------- parts
def foot(hw, top=84.0, bottom=92.0):
    """The plinth every piece stands on: a wide disc with rounded rim."""
    r = 3.0
    return sym(f'M50 {top} L{50 + hw - 5} {top} C{50 + hw - 1} {top} {50 + hw} {top + 1.5} '
               f'{50 + hw} {top + r + 0.5} L{50 + hw} {bottom - 1.5} Q{50 + hw} {bottom} {50 + hw - 1.5} {bottom} L50 {bottom}')


def ring(hw, top, bottom):
    """A flat turned ring (collar) of half width hw."""
    h = bottom - top
    r = min(h / 2, 3.0)
    return sym(f'M50 {top} L{50 + hw - r} {top} Q{50 + hw} {top} {50 + hw} {top + r} '
               f'L{50 + hw} {bottom - r} Q{50 + hw} {bottom} {50 + hw - r} {bottom} L50 {bottom}')


def stem(hw_bottom, bottom, hw_top, top, waist=0.55):
    """A concave, flaring stem (the Staunton 'trumpet')."""
    xb, xt = 50 + hw_bottom, 50 + hw_top
    h = bottom - top
    return sym(f'M50 {top} L{xt} {top} C{xt} {top + h * waist} {xb - (xb - xt) * 0.35} {bottom - h * 0.12} '
               f'{xb} {bottom} L50 {bottom}')


def circle(cx, cy, r):
    return f'M{fmt(cx - r)} {fmt(cy)}A{fmt(r)} {fmt(r)} 0 1 1 {fmt(cx + r)} {fmt(cy)}A{fmt(r)} {fmt(r)} 0 1 1 {fmt(cx - r)} {fmt(cy)}Z'


# ---------------------------------------------------------------- pieces
# Each piece: list of (kind, d). kind 'body' = filled+outlined part (drawn in order),
# 'line' = detail stroke only (outline colour on white, light on black),
# 'dot' = filled with the detail colour.

def pawn():
    return [
        ('body', foot(26.5)),
        ('body', stem(19, 84, 8.5, 57, 0.5)),
        ('body', ring(15, 51.5, 58.5)),
        ('body', circle(50, 39.5, 12.8)),
    ]


def rook():
    top = 16.5
    crenel = sym(f'M50 {top} L55.6 {top} L55.6 {top + 8} L62.8 {top + 8} L62.8 {top} L73.5 {top} '
                 f'L73.5 {top + 16} Q73.5 {top + 18.5} 71 {top + 18.5} L50 {top + 18.5}')
    return [
        ('body', foot(30)),
        ('body', ring(25, 77.5, 84.5)),
        ('body', sym('M50 40.5 L66.5 40.5 C66 54 66.5 66 69 78 L50 78')),
        ('body', ring(21.5, 34.5, 41)),
        ('body', crenel),
        ('line', 'M34.2 71 L65.8 71'),
        ('line', 'M34.3 47 L65.7 47'),
    ]


def bishop():
    mitre = sym('M50 17 C56 22 65.5 29.5 65.5 38.5 C65.5 44.5 61 48.5 55 49 L50 49')
    return [
        ('body', foot(28.5)),
        ('body', ring(22.5, 78, 84.5)),
        ('body', stem(16.5, 78, 8, 55, 0.55)),
        ('body', ring(17, 50.5, 56.5)),
        ('body', ring(13.5, 46.5, 51.5)),
        ('body', mitre),
        ('body', circle(50, 12.5, 5)),
        ('slit', 'M59.5 26 L48.6 38.6'),
    ]


def queen():
    # A coronet: flaring cup with five points, each tipped with a ball.
    crown = sym('M50 15.5 L55 30 L61.2 19.5 L64.6 31 L72.5 22.5 L65 41 L50 41')
    return [
        ('body', foot(30)),
        ('body', ring(24, 78, 84.5)),
        ('body', stem(17, 78, 9.5, 50.5, 0.55)),
        ('body', ring(18, 45.5, 51.5)),
        ('body', ring(14.5, 40.5, 46)),
        ('body', crown),
        ('body', circle(50, 11.5, 4.6)),
        ('body', circle(38.8, 16.5, 3.8)),
        ('body', circle(61.2, 16.5, 3.8)),
        ('body', circle(27.5, 20.3, 3.8)),
        ('body', circle(72.5, 20.3, 3.8)),
        ('line', 'M36.2 34.5 C45 33 55 33 63.8 34.5'),
    ]


def king():
    cup = sym('M50 19.5 C58 19.5 66 20.5 68.5 23.5 C69.5 25 68 29 66 33 L63 41 L50 41')
    cross = sym('M50 2.5 L53 2.5 L53 7.5 L57.8 7.5 L57.8 13 L53 13 L53 20 L50 20')
    return [
        ('body', foot(30)),
        ('body', ring(24, 78, 84.5)),
        ('body', stem(17, 78, 9.5, 50.5, 0.55)),
        ('body', ring(18, 45.5, 51.5)),
        ('body', ring(14.5, 40.5, 46)),
        ('body', cross),
        ('body', cup),
        ('line', 'M33.5 28 C44 25.8 56 25.8 66.5 28'),
    ]


def bez(p0, p1, p2, p3, t):
    u = 1 - t
    return tuple(u*u*u*a + 3*u*u*t*b + 3*u*t*t*c + t*t*t*d for a, b, c, d in zip(p0, p1, p2, p3))


def bez_d(p0, p1, p2, p3, t):
    u = 1 - t
    return tuple(3*u*u*(b-a) + 6*u*t*(c-b) + 3*t*t*(d-c) for a, b, c, d in zip(p0, p1, p2, p3))


# The back of the knight's neck, poll to withers, as two cubic pieces.
NECK_BACK = [((52, 17), (64, 19), (75, 29), (78.5, 45)),
             ((78.5, 45), (81, 58), (78.5, 70), (73.5, 78.5))]


def mane():
    """Tufts along the back of the neck: scallops outside, a smooth inner edge."""
    samples = []
    n = 6
    for seg in NECK_BACK:
        for k in range(n):
            t = k / n
            samples.append((bez(*seg, t), bez_d(*seg, t)))
    samples.append((NECK_BACK[-1][3], bez_d(*NECK_BACK[-1], 1.0)))
    samples = samples[1:-2]
    def normal(d):
        l = (d[0]**2 + d[1]**2) ** 0.5
        return (d[1] / l, -d[0] / l)   # outward (to the right of travel)
    outer = []
    for (p, d) in samples:
        nx, ny = normal(d)
        outer.append(((p[0] + nx * 1.0, p[1] + ny * 1.0), (nx, ny)))
    path = 'M%s %s' % (fmt(outer[0][0][0]), fmt(outer[0][0][1]))
    for i in range(1, len(outer)):
        (a, na), (b, nb) = outer[i-1], outer[i]
        mx, my = (a[0]+b[0])/2 + (na[0]+nb[0])/2*4.2, (a[1]+b[1])/2 + (na[1]+nb[1])/2*4.2
        path += 'Q%s %s %s %s' % (fmt(mx), fmt(my), fmt(b[0]), fmt(b[1]))
    inner = []
    m = len(samples)
    for i in range(m - 1, -1, -1):
        p, d = samples[i]
        nx, ny = normal(d)
        f = i / (m - 1)
        w = 3 + 7 * min(1.0, f * 3) * (1 - 0.3 * f)
        inner.append((p[0] - nx * w, p[1] - ny * w))
    edge = 'M%s %s' % (fmt(inner[0][0]), fmt(inner[0][1]))
    for i in range(1, len(inner) - 1, 2):
        edge += 'Q%s %s %s %s' % (fmt(inner[i][0]), fmt(inner[i][1]), fmt(inner[i+1][0]), fmt(inner[i+1][1]))
    path += 'L' + edge[1:] + 'Z'
    # strands: from each valley between tufts, a short stroke inwards
    strands = ''
    for i in range(2, len(outer) - 1):
        (a, na) = outer[i]
        f = i / (len(outer) - 1)
        w = (3 + 7 * min(1.0, f * 3) * (1 - 0.3 * f)) * 0.45
        strands += 'M%s %s L%s %s' % (fmt(a[0] - na[0] * 0.5), fmt(a[1] - na[1] * 0.5),
                                      fmt(a[0] - na[0] * (w + 1)), fmt(a[1] - na[1] * (w + 1) - 0.8))
    return path, edge, strands


def knight():
    body = ('M29.5 78.5'
            'C27.5 69 30.5 62 38 57'          # chest up to the throat
            'C33 58.5 28 60 24 61.5'          # underside of the jaw
            'C20 63 15.5 62.5 14 59.5'        # chin
            'C13 58 13.5 57 15 56.5'          # lower lip
            'L19.5 55.5 L14 54'               # corner of the mouth
            'C12 53 11.5 50 12.5 47.5'        # upper lip
            'C13.5 44.5 15.5 42 18 40'        # nose
            'C22 34.5 27 28 32 22.5'          # nasal bone
            'C34 20 36 18 38 16.5'            # brow
            'L39 9 C41.5 11 43.5 13.5 44.5 15.5'   # fore ear
            'L47.5 7.5 C50.5 10.5 52 14 52 17'     # hind ear
            'C64 19 75 29 78.5 45'            # crest
            'C81 58 78.5 70 73.5 78.5 Z')
    mane_outline, mane_edge, mane_strands = mane()
    return [
        ('body', foot(28.5)),
        ('body', ring(23, 77.5, 84.5)),
        ('body', body),
        ('body', mane_outline),
        ('line', mane_edge),
        ('fine', mane_strands),
        ('line', 'M38 57 C44 52 45.5 43 40.5 37'),          # cheek
        ('eye', 'M29.5 30.5 C32 27.5 36 26.8 38.5 28.2 C36.5 31.5 32.5 32.3 29.5 30.5 Z'),
        ('line', 'M16 46 C17.5 43.5 20.5 43.5 21 46'),      # nostril
    ]


PIECES = dict(pawn=pawn, knight=knight, bishop=bishop, rook=rook, queen=queen, king=king)

SCHEMES = {
    'white': dict(stops=[(0, '#c9c9c6'), (0.32, '#ffffff'), (0.62, '#f2f2ef'), (1, '#a9a9a4')],
                  stroke='#1b1b1b', detail='#1b1b1b', eye='#1b1b1b'),
    'black': dict(stops=[(0, '#262626'), (0.32, '#5a5a5a'), (0.62, '#3a3a3a'), (1, '#0d0d0d')],
                  stroke='#050505', detail='#d8d8d8', eye='#e6e6e6'),
}

SW = 2.5


def svg(colour, name):
    s = SCHEMES[colour]
    parts = PIECES[name]()
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">',
           '  <!-- SPDX-License-Identifier: GPL-3.0-or-later -->',
           f'  <!-- Fianchetto piece set: {colour} {name} -->',
           '  <defs>',
           '    <linearGradient id="turn" x1="0" y1="0" x2="1" y2="0">']
    for off, c in s['stops']:
        out.append(f'      <stop offset="{off}" stop-color="{c}"/>')
    out += ['    </linearGradient>', '  </defs>',
            f'  <g stroke="{s["stroke"]}" stroke-width="{SW}" stroke-linejoin="round" stroke-linecap="round">']
    for kind, d in parts:
        if kind == 'body':
            out.append(f'    <path fill="url(#turn)" d="{d}"/>')
        elif kind == 'line':
            out.append(f'    <path fill="none" stroke="{s["detail"]}" stroke-width="{SW * 0.8:.2f}" d="{d}"/>')
        elif kind == 'fine':
            out.append(f'    <path fill="none" stroke="{s["detail"]}" stroke-width="{SW * 0.55:.2f}" d="{d}"/>')
        elif kind == 'slit':
            out.append(f'    <path fill="none" stroke="{s["detail"]}" stroke-width="{SW * 1.2:.2f}" d="{d}"/>')
        elif kind == 'eye':
            out.append(f'    <path fill="{s["eye"]}" stroke="none" d="{d}"/>')
    out += ['  </g>', '</svg>', '']
    return '\n'.join(out)


if __name__ == '__main__':
    dest = sys.argv[1]
    os.makedirs(dest, exist_ok=True)
    for colour in SCHEMES:
        for name in PIECES:
            with open(os.path.join(dest, f'{colour}-{name}.svg'), 'w') as f:
                f.write(svg(colour, name))
