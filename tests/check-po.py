#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The translations keep up with the sources.

Every language in po/LINGUAS is complete (no untranslated or fuzzy message, no msgfmt error),
po/fianchetto.pot holds the messages the sources have today, and po/POTFILES.in names every
file that marks strings for translation. When one fails: list the new file in POTFILES.in, run
`meson compile -C BUILD fianchetto-pot`, then `meson compile -C BUILD fianchetto-update-po`,
and translate what is untranslated or fuzzy in each po/*.po.

usage: check-po.py SOURCE_ROOT
Exits 77 (skipped) without msgfmt or xgettext.
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

# What meson's i18n.gettext(preset: 'glib') passes to xgettext, so the template made here
# matches the one `fianchetto-pot` writes.
XGETTEXT_ARGS = [
    "--from-code=UTF-8", "--add-comments",
    "--keyword=_", "--keyword=N_", "--keyword=C_:1c,2", "--keyword=NC_:1c,2",
    "--keyword=g_dcgettext:2", "--keyword=g_dngettext:2,3", "--keyword=g_dpgettext2:2c,3",
    "--flag=N_:1:pass-c-format", "--flag=C_:2:pass-c-format", "--flag=NC_:2:pass-c-format",
    "--flag=g_dngettext:2:pass-c-format", "--flag=g_strdup_printf:1:c-format",
    "--flag=g_string_printf:2:c-format", "--flag=g_string_append_printf:2:c-format",
    "--flag=g_error_new:3:c-format", "--flag=g_set_error:4:c-format",
    "--flag=g_markup_printf_escaped:1:c-format",
]

# Files that may mark strings; src/engine and src/uci speak English only, by design.
SOURCE_GLOBS = ["src/*.c", "src/*.h", "resources/**/*.ui", "data/*.in", "data/*.gschema.xml"]
MARKER = re.compile(r'\b(?:N?C?_|g_dn?gettext|g_dc?pgettext2?|ngettext)\s*\(|translatable="yes"'
                    r"|<summary>|<description>")

ENTRY_LINE = re.compile(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?) "(.*)"$')


def messages(pot_text):
    """The set of (context, msgid, plural, c-format?) in a PO or POT text, header left out."""
    found = set()
    for block in pot_text.split("\n\n"):
        fields, current, c_format = {}, None, False
        for line in block.splitlines():
            if line.startswith("#,"):
                c_format = "c-format" in line
            match = ENTRY_LINE.match(line)
            if match:
                current = match.group(1)
                fields[current] = match.group(2)
            elif line.startswith('"') and current:
                fields[current] += line[1:-1]
        if fields.get("msgid"):
            found.add((fields.get("msgctxt"), fields["msgid"], fields.get("msgid_plural"),
                       c_format))
    return found


def describe(message):
    context, msgid, _, _ = message
    return f"[{context}] {msgid}" if context else msgid


def listed_files():
    lines = (ROOT / "po" / "POTFILES.in").read_text(encoding="utf-8").splitlines()
    return {line.strip() for line in lines if line.strip() and not line.startswith("#")}


class TestTranslations(unittest.TestCase):
    maxDiff = None

    def test_languages_complete(self):
        linguas = (ROOT / "po" / "LINGUAS").read_text(encoding="utf-8").split()
        self.assertTrue(linguas)
        for language in linguas:
            with self.subTest(language=language):
                result = subprocess.run(
                    ["msgfmt", "--check", "--statistics", "-o", os.devnull,
                     str(ROOT / "po" / f"{language}.po")],
                    capture_output=True, text=True, env={**os.environ, "LC_ALL": "C"})
                self.assertEqual(result.returncode, 0, result.stderr)
                self.assertRegex(result.stderr.strip(), r"^\d+ translated messages?\.$",
                                 f"{language}.po has untranslated or fuzzy messages")

    def test_template_current(self):
        with tempfile.TemporaryDirectory() as directory:
            fresh = Path(directory) / f"{PACKAGE}.pot"
            subprocess.run(["xgettext", f"--package-name={PACKAGE}", "-D", str(ROOT),
                            "-f", str(ROOT / "po" / "POTFILES.in"), "-o", str(fresh)]
                           + XGETTEXT_ARGS, check=True, cwd=ROOT)
            wanted = messages(fresh.read_text(encoding="utf-8"))
        stored = messages((ROOT / "po" / f"{PACKAGE}.pot").read_text(encoding="utf-8"))
        self.assertEqual(sorted(map(describe, wanted - stored)), [],
                         "messages missing from the template")
        self.assertEqual(sorted(map(describe, stored - wanted)), [],
                         "messages the sources no longer have")

    def test_potfiles_lists_every_marked_file(self):
        listed = listed_files()
        marked = {str(path.relative_to(ROOT))
                  for pattern in SOURCE_GLOBS for path in sorted(ROOT.glob(pattern))
                  if MARKER.search(path.read_text(encoding="utf-8"))}
        self.assertEqual(sorted(marked - listed), [], "files missing from POTFILES.in")
        self.assertEqual(sorted(name for name in listed if not (ROOT / name).exists()), [],
                         "files in POTFILES.in that do not exist")


if __name__ == "__main__":
    missing = [tool for tool in ("msgfmt", "xgettext") if not shutil.which(tool)]
    if missing:
        print(f"skipped: missing {', '.join(missing)}")
        sys.exit(SKIP)
    if ROOT is None:
        print(__doc__)
        sys.exit(2)
    program = unittest.main(argv=[sys.argv[0]], exit=False, verbosity=2)
    sys.exit(0 if program.result.wasSuccessful() else 1)
