/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-window-files.h: the window's games in files and on the clipboard. Shared by
 * fianchetto-window-files.c (loading a game, the messages, the actions), -autosave.c (the game
 * saved after every change and brought back on start), -file-dialogs.c (Open, Save, Save As)
 * and -clipboard.c (Copy FEN, Copy PGN, Paste). */
#pragma once

#include "fianchetto-window-private.h"
#include "game-pgn.h"

G_BEGIN_DECLS

typedef struct _FianchettoWindowFiles FianchettoWindowFiles;

struct _FianchettoWindowFiles {
  GFile           *autosave;         /* $XDG_DATA_HOME/fianchetto/autosave.pgn */
  char            *autosaved;        /* what that file holds, to skip writes that change nothing */
  gboolean         autosave_failed;  /* reported once, and not again until a write works */
  GFile           *file;             /* where Save writes, or NULL to ask */
  char            *clean_pgn;        /* the game as file holds it, when it was read or saved */
  char            *saving_pgn;       /* the game being saved, clean once the write is done */
  GtkNativeDialog *file_dialog;      /* the Open or Save dialog shown, if any */
  GtkWindow       *message_dialog;   /* the error shown, if any */
  char            *message;          /* its text on one line, for the UI tests */
  /* An error told before the window is on screen waits for it: a dialog shown earlier would
   * end up beneath it. */
  GtkMessageType   pending_type;
  char            *pending_problem;
  char            *pending_reason;
  gulong           map_handler;
  GCancellable    *cancellable;      /* reads and writes, cancelled with the window */
};

/* For fianchetto-window.c */
void        fianchetto_window_class_init_files (GtkWidgetClass   *widget_class);
/* Brings the saved game back, then saves the game after every change. */
void        fianchetto_window_init_files       (FianchettoWindow *self);
void        fianchetto_window_dispose_files    (FianchettoWindow *self);
/* The error message shown now, on one line, or NULL. */
const char *fianchetto_window_get_message      (FianchettoWindow *self);

/* fianchetto-window-files.c */
/* Tells what went wrong: the problem ("Could not open …") and the reason; once the window is
 * on screen if it is not yet. */
void  fianchetto_window_show_error   (FianchettoWindow  *self,
                                      const char        *problem,
                                      const char        *reason);
/* The same with a message of another type: GTK_MESSAGE_INFO for good news. */
void  fianchetto_window_show_message (FianchettoWindow  *self,
                                      GtkMessageType     type,
                                      const char        *problem,
                                      const char        *reason);
/* The game as it stands, in PGN, with its players and tags. */
char *fianchetto_window_dup_pgn      (FianchettoWindow  *self);
/* Plays on with game (taken) and the players and tags of info. */
void  fianchetto_window_load_game    (FianchettoWindow  *self,
                                      Game              *game,
                                      const GamePgnInfo *info);
/* PGN text with one game or more: the one game is loaded, or the player chooses among them.
 * Save writes to file (NULL: asks where) after a text of one game. What is wrong with the
 * text is shown under `problem`, and the game stays as it was; the game it replaces is
 * offered back under `replaced`. */
void  fianchetto_window_load_pgn     (FianchettoWindow  *self,
                                      GBytes            *text,
                                      GFile             *file,
                                      const char        *problem,
                                      const char        *replaced);

/* fianchetto-window-autosave.c */
void fianchetto_window_restore_autosave (FianchettoWindow *self);
void fianchetto_window_autosave         (FianchettoWindow *self);

/* fianchetto-window-file-dialogs.c: the win.open, win.save and win.save-as actions. */
void fianchetto_window_files_open    (GtkWidget *widget, const char *action, GVariant *parameter);
void fianchetto_window_files_save    (GtkWidget *widget, const char *action, GVariant *parameter);
void fianchetto_window_files_save_as (GtkWidget *widget, const char *action, GVariant *parameter);

/* fianchetto-window-clipboard.c: win.copy-fen, win.copy-pgn and win.paste. */
void fianchetto_window_files_copy_fen (GtkWidget *widget, const char *action, GVariant *parameter);
void fianchetto_window_files_copy_pgn (GtkWidget *widget, const char *action, GVariant *parameter);
void fianchetto_window_files_paste    (GtkWidget *widget, const char *action, GVariant *parameter);

G_END_DECLS
