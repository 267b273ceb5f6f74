/* SPDX-License-Identifier: GPL-3.0-or-later */
/* time-control.h: a time control as the PGN standard's TimeControl tag writes it ("-" for
 * none, "300" for five minutes sudden death, "180+2" with an increment, seconds throughout,
 * decimals allowed: "15+0.1"), and the kind of time added per move, as the GSettings keys
 * `time-control` and `clock-kind` hold them. A first period of so many moves is read too:
 * "40/5400+30:1800+30" (40 moves in 90 minutes, then 30 minutes for the rest, 30 s a move
 * throughout) or "40/7200" (every 40 moves another two hours); longer chains and the
 * sandclock ("*60") do not parse. No GTK here. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The nicks of the schema's ClockKind enum, in this order. */
typedef enum {
  CLOCK_KIND_FISCHER,     /* the increment is added after every move */
  CLOCK_KIND_BRONSTEIN,   /* the time used, up to the increment, is given back */
  CLOCK_KIND_DELAY,       /* the clock waits the increment before it starts running */
} ClockKind;

typedef struct {
  gint64    base_usec;       /* 0: untimed */
  gint64    increment_usec;  /* the increment or the delay */
  ClockKind kind;
  int       moves;           /* moves in the first period ("40/…"); 0: the whole game */
  gint64    then_usec;       /* added when that period ends ("…:1800"); 0: the period repeats */
  gint64    then_increment_usec;  /* the increment after it */
} TimeControl;

#define TIME_CONTROL_UNTIMED ((TimeControl) { 0, 0, CLOCK_KIND_FISCHER, 0, 0, 0 })
#define TIME_CONTROL_MAX_MOVES 200

/* The longest a control may hold: a base of 10 hours, an increment of an hour. */
#define TIME_CONTROL_MAX_BASE_USEC (10 * G_TIME_SPAN_HOUR)
#define TIME_CONTROL_MAX_INCREMENT_USEC G_TIME_SPAN_HOUR

/* Reads text ("-", "300", "300+3", "15+0.1"; "?", unknown, is untimed too) into *control
 * with kind; FALSE, leaving
 * *control as it was, when text is not one of these within the limits above. */
gboolean time_control_parse     (const char        *text,
                                 ClockKind          kind,
                                 TimeControl       *control);
/* The control in the same syntax: "-", "300", "300+3", "15+0.1". */
char    *time_control_to_string (const TimeControl *control);
gboolean time_control_is_timed  (const TimeControl *control);
gboolean time_control_equal     (const TimeControl *a,
                                 const TimeControl *b);

/* The clock-kind key's nick and back ("fischer", "bronstein", "delay"). */
const char *clock_kind_to_nick  (ClockKind          kind);
gboolean    clock_kind_from_nick (const char       *nick,
                                  ClockKind        *kind);

/* A clock's time as shown: "1:05:09" from an hour, "4:58" from 10 s, "0:09.7" below, rounded
 * down (the time shown is never more than what is left); 0 and less is "0:00.0". */
char    *clock_format           (gint64             usec);
/* The same for a [%clk] comment: "0:04:58", with tenths when there are any ("0:00:09.7"). */
char    *clock_format_pgn       (gint64             usec);

G_END_DECLS
