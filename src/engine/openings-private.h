/* SPDX-License-Identifier: GPL-3.0-or-later */
/* openings-private.h: the table that openings-gen.c writes as openings-data.c. Four arrays:
 * the keys of the positions, sorted and each once; for each key, the index of its name or
 * OPENING_UNNAMED, and how many lines reach or pass through it (the book's weight); and the
 * names, each line that names a position, in the files' order. */
#pragma once

#include <stdint.h>

#include "openings.h"

#define OPENING_UNNAMED UINT16_MAX

extern const Key         opening_keys[];
extern const uint16_t    opening_name_of[];
extern const uint16_t    opening_weight[];
extern const OpeningName opening_names[];
extern const int         opening_n_positions;
extern const int         opening_n_named;
