/* SPDX-License-Identifier: GPL-3.0-or-later */
/* openings.c: binary search in the table openings-gen.c wrote (openings-data.c). */
#include "openings.h"

#include <stddef.h>

#include "movegen.h"
#include "openings-private.h"

/* The index of key in opening_keys, or -1. */
static int
find_index (Key key)
{
  int low = 0, high = opening_n_positions;

  while (low < high)
    {
      int middle = low + (high - low) / 2;

      if (opening_keys[middle] < key)
        low = middle + 1;
      else
        high = middle;
    }
  return low < opening_n_positions && opening_keys[low] == key ? low : -1;
}

const OpeningName *
openings_find (Key key)
{
  int i = find_index (key);

  if (i < 0 || opening_name_of[i] == OPENING_UNNAMED)
    return NULL;
  return &opening_names[opening_name_of[i]];
}

bool
openings_on_line (Key key)
{
  return find_index (key) >= 0;
}

unsigned
openings_weight (Key key)
{
  int index = find_index (key);

  return index >= 0 ? opening_weight[index] : 0;
}

bool
openings_move_onto_line (const Position *pos)
{
  MoveList list;

  generate_moves (pos, GEN_LEGAL, &list);
  for (int i = 0; i < list.count; i++)
    {
      Position after = *pos;
      Undo     undo;

      position_make_move (&after, list.moves[i], &undo);
      if (openings_on_line (after.key))
        return true;
    }
  return false;
}

const OpeningName *
openings_find_deepest (const Key *keys, int n, int *index)
{
  for (int i = n - 1; i >= 0; i--)
    {
      const OpeningName *name = openings_find (keys[i]);

      if (name)
        {
          if (index)
            *index = i;
          return name;
        }
    }
  return NULL;
}

int openings_n_positions (void) { return opening_n_positions; }
int openings_n_named (void) { return opening_n_named; }
