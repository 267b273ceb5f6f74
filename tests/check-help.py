#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The manual and its translations keep up with the pages and with the app.

Every <gui> name in the English pages is a label the app shows (its template,
po/fianchetto.pot, has it, without the mnemonic's underscore). For every language in
help/LINGUAS: help/LANG/LANG.po is complete (no untranslated or fuzzy message, no msgfmt
error) and current (it holds the messages of the pages today); itstool builds the pages from
it, they are valid Mallard (yelp-check), and each <gui> name in them is the app's own
translation of that label in po/LANG.po, so that the manual names what the user sees.

When the pages change: `meson compile -C BUILD help-fianchetto-pot` and
`help-fianchetto-update-po`, then translate what is untranslated or fuzzy.

usage: check-help.py SOURCE_ROOT
Exits 77 (skipped) without msgfmt, itstool or yelp-check.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

SKIP = 77
ROOT = Path(sys.argv[1]) if len(sys.argv) > 1 else None
PACKAGE = "fianchetto"

GUI = re.compile(r"<gui(?:\s[^>]*)?>(.*?)</gui>", re.S)
ENTRY_LINE = re.compile(r'^(#~ )?(msgctxt|msgid|msgstr) "(.*)"$')


def entries(po_text):
    """(msgid, msgstr, fuzzy) of each live entry of a PO text, header left out."""
    found = []
    for block in po_text.split("\n\n"):
        fields, current, fuzzy, obsolete = {}, None, False, False
        for line in block.splitlines():
            if line.startswith("#,"):
                fuzzy = "fuzzy" in line
            match = ENTRY_LINE.match(line)
            if match:
                obsolete = obsolete or bool(match.group(1))
                current = match.group(2)
                fields[current] = match.group(3)
            elif line.startswith('"') and current:
                fields[current] += line[1:-1]
        if fields.get("msgid") and not obsolete:
            found.append((fields["msgid"], fields.get("msgstr", ""), fuzzy))
    return found


def unescape(text):
    return text.replace('\\"', '"').replace("\\n", "\n").replace("\\\\", "\\")


def label(text):
    """A UI label as the manual names it: no mnemonic, blanks collapsed."""
    text = re.sub(r"\(_[^)]\)", "", unescape(text)).replace("_", "")
    return " ".join(text.split())


def gui_names(page_text):
    return [" ".join(name.split()) for name in GUI.findall(page_text)]


def pages():
    return sorted((ROOT / "help" / "C").glob("*.page"))


class TestManual(unittest.TestCase):
    maxDiff = None

    def ui_labels(self, po_name):
        labels = {}
        for msgid, msgstr, fuzzy in entries((ROOT / "po" / po_name).read_text(encoding="utf-8")):
            labels.setdefault(label(msgid), set()).add(label(msgstr) if msgstr else label(msgid))
        return labels

    @staticmethod
    def names_a_label(name, labels):
        """The label itself, or its first words before a colon ("Time odds" of "Time odds: …"; the
        full-width colon in Japanese)."""
        return any(name == text or text.startswith((name + ":", name + "：")) or text.rstrip("…") == name
                   for text in labels)

    def test_english_names_app_labels(self):
        labels = set(self.ui_labels("fianchetto.pot"))
        for page in pages():
            for name in gui_names(page.read_text(encoding="utf-8")):
                with self.subTest(page=page.name, name=name):
                    self.assertTrue(self.names_a_label(name, labels),
                                    f"{page.name}: <gui>{name}</gui> is no label of the app")

    def test_translations(self):
        linguas = (ROOT / "help" / "LINGUAS").read_text(encoding="utf-8").split()
        with tempfile.TemporaryDirectory() as directory:
            template = Path(directory) / f"{PACKAGE}.pot"
            subprocess.run(["itstool", "-o", str(template)] + [page.name for page in pages()] + ["legal.xml"],
                           check=True, cwd=ROOT / "help" / "C")
            wanted = {msgid for msgid, _, _ in entries(template.read_text(encoding="utf-8"))}
            for language in linguas:
                with self.subTest(language=language):
                    self.check_language(language, wanted, Path(directory))

    def check_language(self, language, wanted, directory):
        po = ROOT / "help" / language / f"{language}.po"
        mo = directory / f"{language}.mo"
        result = subprocess.run(["msgfmt", "--check", "--statistics", "-o", str(mo), str(po)],
                                capture_output=True, text=True, env={**os.environ, "LC_ALL": "C"})
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertRegex(result.stderr.strip(), r"^\d+ translated messages?\.$",
                         f"help/{language}/{language}.po has untranslated or fuzzy messages")
        held = {msgid for msgid, _, _ in entries(po.read_text(encoding="utf-8"))}
        self.assertEqual(sorted(wanted - held), [], f"{language}: messages missing (update-po)")

        out = directory / language
        out.mkdir()
        subprocess.run(["itstool", "-m", str(mo), "-o", str(out)] + [p.name for p in pages()] + ["legal.xml"],
                       check=True, cwd=ROOT / "help" / "C")
        built = sorted(out.glob("*.page"))
        result = subprocess.run(["yelp-check", "validate"] + [p.name for p in built],
                                capture_output=True, text=True, cwd=out)
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        self.assertEqual(result.stdout.strip(), "", result.stdout)

        translated = self.ui_labels(f"{language}.po")
        labels = set().union(*translated.values())
        for page in built:
            for name in gui_names(page.read_text(encoding="utf-8")):
                with self.subTest(language=language, page=page.name, name=name):
                    self.assertTrue(self.names_a_label(name, labels),
                                    f"{language}/{page.name}: <gui>{name}</gui> is not the app's "
                                    f"translation of a label (po/{language}.po)")


if __name__ == "__main__":
    missing = [tool for tool in ("msgfmt", "itstool", "yelp-check") if not shutil.which(tool)]
    if missing:
        print(f"skipped: missing {', '.join(missing)}")
        sys.exit(SKIP)
    if ROOT is None:
        print(__doc__)
        sys.exit(2)
    program = unittest.main(argv=[sys.argv[0]], exit=False, verbosity=2)
    sys.exit(0 if program.result.wasSuccessful() else 1)
