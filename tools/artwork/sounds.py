#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generates Fianchetto's sounds: move, capture, check, castle, game end and low time.

Each is synthesised here from sines, a decaying envelope and a little seeded noise, so the
sounds are our own (GPL like the code, no samples of anyone's) and the same on every run.
They are 16-bit mono WAV at 22 050 Hz, a few kilobytes each.

usage: sounds.py OUTPUT_DIR
"""
import math
import os
import random
import struct
import sys
import wave

RATE = 22050


def knock(t, pitch, decay, noise_amount, rng):
    """A wooden knock: a falling sine with a short burst of noise at its start."""
    body = math.sin(2 * math.pi * pitch * t * (1 - 0.3 * t)) * math.exp(-t / decay)
    click = (rng.random() * 2 - 1) * math.exp(-t / 0.004) * noise_amount
    return body + click


def tone(t, pitch, decay):
    """A soft bell: a sine and its octave, fading."""
    return (math.sin(2 * math.pi * pitch * t) + 0.3 * math.sin(4 * math.pi * pitch * t)) \
        * math.exp(-t / decay) * min(1.0, t / 0.005)


def render(duration, voices):
    """voices: (start in seconds, function of the time since start)."""
    samples = []
    for i in range(int(duration * RATE)):
        t = i / RATE
        samples.append(sum(f(t - start) for start, f in voices if t >= start))
    peak = max(abs(s) for s in samples) or 1.0
    fade = int(0.01 * RATE)
    for i in range(fade):          # no click at the end
        samples[-1 - i] *= i / fade
    return [s / peak * 0.8 for s in samples]


def sounds():
    rng = random.Random(48)
    return {
        "move": render(0.12, [(0, lambda t: knock(t, 520, 0.025, 0.6, rng))]),
        "capture": render(0.2, [(0, lambda t: knock(t, 360, 0.03, 0.9, rng)),
                                (0.045, lambda t: knock(t, 300, 0.035, 0.7, rng))]),
        "castle": render(0.2, [(0, lambda t: knock(t, 520, 0.025, 0.6, rng)),
                               (0.09, lambda t: knock(t, 470, 0.025, 0.6, rng))]),
        "check": render(0.35, [(0, lambda t: tone(t, 880, 0.08)),
                               (0.09, lambda t: tone(t, 1175, 0.1))]),
        "game-end": render(0.9, [(0, lambda t: tone(t, 523.25, 0.35)),
                                 (0.12, lambda t: tone(t, 659.25, 0.35)),
                                 (0.24, lambda t: tone(t, 783.99, 0.4))]),
        "low-time": render(0.32, [(0, lambda t: tone(t, 1000, 0.05)),
                                  (0.16, lambda t: tone(t, 1000, 0.05))]),
    }


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    os.makedirs(sys.argv[1], exist_ok=True)
    for name, samples in sounds().items():
        with wave.open(os.path.join(sys.argv[1], name + ".wav"), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(b"".join(struct.pack("<h", int(s * 32767)) for s in samples))


if __name__ == "__main__":
    main()
