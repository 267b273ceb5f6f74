/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-computer-player.c: the GObject face of computer-search.c. Each request gets a
 * cancellable of its own, so that a newer request can cancel it without touching the caller's;
 * the caller's cancellable is forwarded to it. The task holds a reference on the player, and
 * dispose waits for a cancelled search to stop, so no search outlives the player. */
#define G_LOG_DOMAIN "fianchetto-computer-player"

#include "config.h"

#include "fianchetto-computer-player.h"

#include "computer-search.h"
#include "fianchetto-levels.h"

enum {
  DEFAULT_HASH_MEGABYTES = 64,
  MIN_THINK_TIME = 1,
  MAX_THINK_TIME = 10,
  DEFAULT_THINK_TIME = 3,
  /* Weak levels search in a blink; a pause in this window makes them feel like a player. */
  NATURAL_MIN_MS = 500,
  NATURAL_MAX_MS = 1500,
  /* From this strength on the search uses the think time. */
  TIMED_ELO = 2400,
  HINT_MS = 1000,
  /* In a timed game: what the way from the search's answer to the move on the board may
   * take on a busy machine (the engine keeps five of these in reserve), and the share of
   * the time left that a natural pause may take at most. */
  TIMED_OVERHEAD_MS = 80,
  PAUSE_SHARE = 40,
};

struct _FianchettoComputerPlayer {
  GObject         parent_instance;

  ComputerEngine *engine;
  GCancellable   *current;      /* the last request's own cancellable */
  GRand          *rand;         /* for the natural pauses, on the main thread only */
  int             think_time;
};

G_DEFINE_FINAL_TYPE (FianchettoComputerPlayer, fianchetto_computer_player, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_THINK_TIME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* What a request needs besides the search: the caller's cancellable, forwarded to its own. */
typedef struct {
  ComputerRequest *request;
  GCancellable    *caller;
  gulong           caller_handler;
} RequestData;

static void
request_data_free (gpointer data)
{
  RequestData *request_data = data;

  if (request_data->caller)
    {
      g_cancellable_disconnect (request_data->caller, request_data->caller_handler);
      g_object_unref (request_data->caller);
    }
  computer_request_free (request_data->request);
  g_free (request_data);
}

static void
forward_cancel (GCancellable *caller, gpointer own)
{
  g_cancellable_cancel (G_CANCELLABLE (own));
}

/* The task's data is ours; the worker needs only the request inside it. */
static void
run_request (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  RequestData *data = task_data;

  computer_request_run (task, source_object, data->request, cancellable);
}

static void
start_request (FianchettoComputerPlayer *self,
               ComputerRequest          *request,
               GCancellable             *cancellable,
               gpointer                  source_tag,
               GAsyncReadyCallback       callback,
               gpointer                  user_data)
{
  g_autoptr(GCancellable) own = g_cancellable_new ();
  g_autoptr(GTask) task = NULL;
  RequestData *data = g_new0 (RequestData, 1);

  /* One search at a time: the newest request wins. */
  fianchetto_computer_player_cancel (self);
  g_set_object (&self->current, own);

  data->request = request;
  computer_request_watch (request, own);
  if (cancellable)
    {
      data->caller = g_object_ref (cancellable);
      data->caller_handler = g_cancellable_connect (cancellable, G_CALLBACK (forward_cancel),
                                                    g_object_ref (own), g_object_unref);
    }
  task = g_task_new (self, own, callback, user_data);
  g_task_set_source_tag (task, source_tag);
  g_task_set_name (task, "[fianchetto] computer search");
  g_task_set_task_data (task, data, request_data_free);
  g_task_run_in_thread (task, run_request);
}

static Move
finish_request (FianchettoComputerPlayer *self,
                GAsyncResult             *result,
                gpointer                  source_tag,
                GError                  **error)
{
  gssize move;

  g_return_val_if_fail (g_task_is_valid (result, self), MOVE_NONE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == source_tag, MOVE_NONE);

  move = g_task_propagate_int (G_TASK (result), error);
  return move < 0 ? MOVE_NONE : (Move) move;
}

static void
fianchetto_computer_player_dispose (GObject *object)
{
  FianchettoComputerPlayer *self = FIANCHETTO_COMPUTER_PLAYER (object);

  fianchetto_computer_player_stop (self);

  G_OBJECT_CLASS (fianchetto_computer_player_parent_class)->dispose (object);
}

static void
fianchetto_computer_player_finalize (GObject *object)
{
  FianchettoComputerPlayer *self = FIANCHETTO_COMPUTER_PLAYER (object);

  g_clear_object (&self->current);
  g_clear_pointer (&self->engine, computer_engine_unref);
  g_rand_free (self->rand);

  G_OBJECT_CLASS (fianchetto_computer_player_parent_class)->finalize (object);
}

static void
fianchetto_computer_player_get_property (GObject    *object,
                                         guint       prop_id,
                                         GValue     *value,
                                         GParamSpec *pspec)
{
  FianchettoComputerPlayer *self = FIANCHETTO_COMPUTER_PLAYER (object);

  switch (prop_id)
    {
    case PROP_THINK_TIME:
      g_value_set_int (value, self->think_time);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
fianchetto_computer_player_set_property (GObject      *object,
                                         guint         prop_id,
                                         const GValue *value,
                                         GParamSpec   *pspec)
{
  FianchettoComputerPlayer *self = FIANCHETTO_COMPUTER_PLAYER (object);

  switch (prop_id)
    {
    case PROP_THINK_TIME:
      fianchetto_computer_player_set_think_time (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
fianchetto_computer_player_class_init (FianchettoComputerPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = fianchetto_computer_player_dispose;
  object_class->finalize = fianchetto_computer_player_finalize;
  object_class->get_property = fianchetto_computer_player_get_property;
  object_class->set_property = fianchetto_computer_player_set_property;

  properties[PROP_THINK_TIME] =
    g_param_spec_int ("think-time", NULL, NULL, MIN_THINK_TIME, MAX_THINK_TIME,
                      DEFAULT_THINK_TIME,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
fianchetto_computer_player_init (FianchettoComputerPlayer *self)
{
  self->rand = g_rand_new ();
  /* A seed of its own for each player, so weak levels vary from game to game. */
  self->engine = computer_engine_new (DEFAULT_HASH_MEGABYTES,
                                      ((guint64) g_rand_int (self->rand) << 32)
                                      | g_rand_int (self->rand));
  self->think_time = DEFAULT_THINK_TIME;
}

FianchettoComputerPlayer *
fianchetto_computer_player_new (void)
{
  return g_object_new (FIANCHETTO_TYPE_COMPUTER_PLAYER, NULL);
}

int
fianchetto_computer_player_get_think_time (FianchettoComputerPlayer *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_COMPUTER_PLAYER (self), DEFAULT_THINK_TIME);

  return self->think_time;
}

void
fianchetto_computer_player_set_think_time (FianchettoComputerPlayer *self,
                                           int                       seconds)
{
  g_return_if_fail (FIANCHETTO_IS_COMPUTER_PLAYER (self));

  seconds = CLAMP (seconds, MIN_THINK_TIME, MAX_THINK_TIME);
  if (seconds == self->think_time)
    return;
  self->think_time = seconds;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINK_TIME]);
}

void
fianchetto_computer_player_new_game (FianchettoComputerPlayer *self)
{
  g_return_if_fail (FIANCHETTO_IS_COMPUTER_PLAYER (self));

  fianchetto_computer_player_cancel (self);
  computer_engine_request_clear (self->engine);
}

void
fianchetto_computer_player_cancel (FianchettoComputerPlayer *self)
{
  g_return_if_fail (FIANCHETTO_IS_COMPUTER_PLAYER (self));

  if (self->current)
    g_cancellable_cancel (self->current);
  g_clear_object (&self->current);
}

void
fianchetto_computer_player_stop (FianchettoComputerPlayer *self)
{
  g_return_if_fail (FIANCHETTO_IS_COMPUTER_PLAYER (self));

  fianchetto_computer_player_cancel (self);
  computer_engine_wait_idle (self->engine);
}

/* Weak levels: a shallow search capped by the think time, then the natural pause. Strong
 * ones: the think time, at least the shortest pause. */
static gint64
plan_move (FianchettoComputerPlayer *self, int elo, SearchLimits *limits)
{
  search_limits_init (limits);
  limits->movetime_ms = (int64_t) self->think_time * 1000;
  limits->elo = elo >= FIANCHETTO_FULL_STRENGTH_ELO ? 0 : elo;
  limits->own_book = TRUE;
  if (elo >= TIMED_ELO)
    return (gint64) NATURAL_MIN_MS * 1000;
  return (gint64) g_rand_int_range (self->rand, NATURAL_MIN_MS, NATURAL_MAX_MS + 1) * 1000;
}

void
fianchetto_computer_player_find_move_async (FianchettoComputerPlayer *self,
                                            const Game               *game,
                                            int                       elo,
                                            GCancellable             *cancellable,
                                            GAsyncReadyCallback       callback,
                                            gpointer                  user_data)
{
  SearchLimits limits;
  gint64 pause;

  g_return_if_fail (FIANCHETTO_IS_COMPUTER_PLAYER (self));
  g_return_if_fail (game != NULL);
  g_return_if_fail (!cancellable || G_IS_CANCELLABLE (cancellable));

  pause = plan_move (self, elo, &limits);
  start_request (self, computer_request_new (self->engine, game, &limits, pause), cancellable,
                 fianchetto_computer_player_find_move_async, callback, user_data);
}

/* The clock of the side to move plans the search; the natural pause is at most a fortieth
 * of what is left and half the increment, so that a weak level still answers in time. */
static gint64
plan_timed_move (FianchettoComputerPlayer      *self,
                 int                            elo,
                 Color                          us,
                 const FianchettoComputerClock *clock,
                 SearchLimits                  *limits)
{
  gint64 pause = plan_move (self, elo, limits);
  gint64 cap = MAX (clock->remaining_usec[us], 0) / PAUSE_SHARE + clock->increment_usec[us] / 2;

  limits->movetime_ms = 0;
  limits->move_overhead_ms = TIMED_OVERHEAD_MS;
  for (Color side = WHITE; side <= BLACK; side++)
    {
      limits->time_ms[side] = MAX (clock->remaining_usec[side], 0) / 1000;
      limits->increment_ms[side] = MAX (clock->increment_usec[side], 0) / 1000;
    }
  limits->moves_to_go = MAX (clock->moves_to_go[us], 0);
  return MIN (pause, cap);
}

void
fianchetto_computer_player_find_timed_move_async (FianchettoComputerPlayer      *self,
                                                  const Game                    *game,
                                                  int                            elo,
                                                  const FianchettoComputerClock *clock,
                                                  GCancellable                  *cancellable,
                                                  GAsyncReadyCallback            callback,
                                                  gpointer                       user_data)
{
  SearchLimits limits;
  gint64 pause;

  g_return_if_fail (FIANCHETTO_IS_COMPUTER_PLAYER (self));
  g_return_if_fail (game != NULL);
  g_return_if_fail (clock != NULL);
  g_return_if_fail (!cancellable || G_IS_CANCELLABLE (cancellable));

  pause = plan_timed_move (self, elo, game_position (game)->side_to_move, clock, &limits);
  /* The same source tag as an untimed move: both finish with find_move_finish. */
  start_request (self, computer_request_new (self->engine, game, &limits, pause), cancellable,
                 fianchetto_computer_player_find_move_async, callback, user_data);
}

Move
fianchetto_computer_player_find_move_finish (FianchettoComputerPlayer *self,
                                             GAsyncResult             *result,
                                             GError                  **error)
{
  return finish_request (self, result, fianchetto_computer_player_find_move_async, error);
}

void
fianchetto_computer_player_find_hint_async (FianchettoComputerPlayer *self,
                                            const Game               *game,
                                            GCancellable             *cancellable,
                                            GAsyncReadyCallback       callback,
                                            gpointer                  user_data)
{
  SearchLimits limits;

  g_return_if_fail (FIANCHETTO_IS_COMPUTER_PLAYER (self));
  g_return_if_fail (game != NULL);
  g_return_if_fail (!cancellable || G_IS_CANCELLABLE (cancellable));

  search_limits_init (&limits);
  limits.movetime_ms = HINT_MS;
  start_request (self, computer_request_new (self->engine, game, &limits, 0), cancellable,
                 fianchetto_computer_player_find_hint_async, callback, user_data);
}

Move
fianchetto_computer_player_find_hint_finish (FianchettoComputerPlayer *self,
                                             GAsyncResult             *result,
                                             GError                  **error)
{
  return finish_request (self, result, fianchetto_computer_player_find_hint_async, error);
}
