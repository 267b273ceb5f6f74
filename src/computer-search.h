/* SPDX-License-Identifier: GPL-3.0-or-later */
/* computer-search.h: the computer player's worker side. A ComputerEngine owns the search
 * context that requests share, one at a time; a ComputerRequest is one search with its own
 * copies of the position, the history and the limits, run on a GTask worker thread. Nothing
 * here touches GTK or any GObject of the caller: the thread sees only these two structures. */
#pragma once

#include <gio/gio.h>

#include "game.h"
#include "search.h"

G_BEGIN_DECLS

typedef struct _ComputerEngine ComputerEngine;

/* The search context is made by the first search, on its thread, with hash_megabytes. */
ComputerEngine *computer_engine_new           (gsize           hash_megabytes,
                                               guint64         seed);
ComputerEngine *computer_engine_ref           (ComputerEngine *engine);
void            computer_engine_unref         (ComputerEngine *engine);
/* The next search starts from an empty table (for a new game). */
void            computer_engine_request_clear (ComputerEngine *engine);
/* Blocks until no request runs on the engine; a cancelled one ends within milliseconds. */
void            computer_engine_wait_idle     (ComputerEngine *engine);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ComputerEngine, computer_engine_unref)

typedef struct _ComputerRequest ComputerRequest;

/* A search of the game's current position within limits (limits->root_moves must be NULL),
 * answered no sooner than min_usec after now. */
ComputerRequest *computer_request_new   (ComputerEngine     *engine,
                                         const Game         *game,
                                         const SearchLimits *limits,
                                         gint64              min_usec);
void             computer_request_free  (ComputerRequest    *request);
/* Ties the request to the task's cancellable: cancelling stops its search and its pause. */
void             computer_request_watch (ComputerRequest    *request,
                                         GCancellable       *cancellable);
/* The GTaskThreadFunc: returns the move as an int, or an error. */
void             computer_request_run   (GTask              *task,
                                         gpointer            source_object,
                                         gpointer            task_data,
                                         GCancellable       *cancellable);

G_END_DECLS
