/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nnue-train: fits the evaluation network (src/engine/nnue.h) to positions of our own engine's
 * games, as tools/selfplay writes them ("FEN;result;score", both from White's side).
 *
 *   nnue-train [-b BATCH] [-e EPOCHS] [-i START.nnue] [-k SCALE] [-l LAMBDA] [-r RATE] [-s SEED]
 *              [-t THREADS] [-v GAMES] OUT.nnue DATA...
 *   nnue-train -m [-k SCALE] [-l LAMBDA] [-t THREADS] NET.nnue DATA...
 *
 * -i starts from a finished network instead of random weights, to refine it on new games (with
 * a smaller -r, so that what it learnt from the old games is not trained away). -v GAMES names
 * positions of games that are not in DATA: their loss is printed after each
 * epoch, and the network of the epoch that did best on them is the one written. The second
 * form trains nothing: it measures a finished network's loss on the data, which tells two
 * networks apart on games that neither saw. (The held-out positions come from the same games
 * as the training positions, so they flatter a network that learnt those games by heart.)
 *
 * Each position's target blends the game's result (weight LAMBDA) with the win chance that the
 * search's score stands for, by a logistic curve fitted once to how the data's scores predict
 * its results. The network's output goes through a logistic curve too, by default the same;
 * -k SCALE (per centipawn) fixes it instead, so that a network trained on the scores of a
 * search with another scale still speaks the centipawns that the search's margins assume. The
 * loss is the squared difference, minimised by Adam over shuffled batches, on several threads;
 * 1 in 50 positions is held out to show how well the fit carries over. A position with no
 * castling rights is worth the same with the board turned left to right, so training sees half
 * of those turned (at random each epoch). Each side's view already turns the board to put its
 * king on the king's half, so this teaches something new only where the kings stand on
 * different halves. The float weights are rounded to the engine's integer format at the end,
 * and the held-out loss measured again to show what the rounding cost. */
#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fen.h"
#include "nnue.h"

enum { MAX_PIECES = 32, MAX_THREADS = 16, HOLD_OUT_EVERY = 50 };

typedef struct {
  uint8_t square[MAX_PIECES];
  uint8_t piece[MAX_PIECES];
  uint8_t n_pieces;
  uint8_t side_to_move;
  bool    can_mirror;      /* no castling rights: the file mirror is as good a position */
  float   result;          /* for White: 1, 0.5 or 0 */
  int16_t score;           /* the search's, for White, centipawns */
} Sample;

typedef struct {
  Sample *samples;
  size_t  count, capacity;
} Dataset;

/* The float network: the same shape as NnueNetwork. */
typedef struct {
  float input_weights[NNUE_INPUTS][NNUE_HIDDEN];
  float input_bias[NNUE_HIDDEN];
  float output_weights[NNUE_BUCKETS][2][NNUE_HIDDEN];
  float output_bias[NNUE_BUCKETS];
  float input_values[NNUE_INPUTS];
} FloatNetwork;

enum { N_PARAMS = sizeof (FloatNetwork) / sizeof (float) };

/* A training run needs its memory whole: without it there is nothing sensible to go on with. */
static void *
allocated (void *memory)
{
  if (!memory)
    {
      fprintf (stderr, "nnue-train: out of memory\n");
      exit (1);
    }
  return memory;
}

typedef struct {
  double lambda;       /* weight of the game result in the target */
  double k;            /* logistic scale per centipawn of the data's scores */
  double k_out;        /* ... of the network's output: the engine's centipawns */
} Target;

static void
add_sample (Dataset *d, const Position *pos, float result, int score)
{
  if (d->count == d->capacity)
    {
      d->capacity = d->capacity ? d->capacity * 2 : 1 << 20;
      d->samples = allocated (realloc (d->samples, sizeof *d->samples * d->capacity));
    }
  Sample *s = &d->samples[d->count++];
  s->n_pieces = 0;
  s->side_to_move = (uint8_t) pos->side_to_move;
  s->can_mirror = pos->castling == 0;
  s->result = result;
  s->score = (int16_t) (score > 4000 ? 4000 : score < -4000 ? -4000 : score);
  for (Bitboard b = position_occupied (pos); b && s->n_pieces < MAX_PIECES;)
    {
      Square sq = pop_lsb (&b);
      s->square[s->n_pieces] = (uint8_t) sq;
      s->piece[s->n_pieces++] = (uint8_t) position_piece_on (pos, sq);
    }
}

static void
read_file (Dataset *d, const char *path)
{
  FILE *file = fopen (path, "r");
  char  line[256];

  if (!file)
    {
      perror (path);
      exit (1);
    }
  while (fgets (line, sizeof line, file))
    {
      char    *result = strchr (line, ';');
      char    *score = result ? strchr (result + 1, ';') : NULL;
      Position pos;
      if (!score)
        continue;
      *result = '\0';
      if (!position_from_fen (&pos, line, NULL))
        continue;
      add_sample (d, &pos, strtof (result + 1, NULL), atoi (score + 1));
    }
  fclose (file);
}

static inline double
sigmoid (double x)
{
  return 1.0 / (1.0 + exp (-x));
}

/* The scale that best maps the data's scores to its results. */
static double
fit_k (const Dataset *d)
{
  double best_k = 0.004, best_error = INFINITY;

  for (double k = 0.001; k < 0.02; k += 0.0001)
    {
      double error = 0;
      for (size_t i = 0; i < d->count; i += 7)
        {
          double diff = d->samples[i].result - sigmoid (k * d->samples[i].score);
          error += diff * diff;
        }
      if (error < best_error)
        best_error = error, best_k = k;
    }
  return best_k;
}

/* Per sample: the hidden units before clipping, for both views. */
typedef struct {
  float acc[COLOR_NB][NNUE_HIDDEN];
  float material[COLOR_NB];
  int   inputs[COLOR_NB][MAX_PIECES];
} Forward;

/* Where side c's king stands in s. */
static Square
sample_king_square (const Sample *s, Color c)
{
  for (int k = 0; k < s->n_pieces; k++)
    if (s->piece[k] == make_piece (c, KING))
      return (Square) s->square[k];
  return A1;
}

/* mirror: turn the board left to right (only where can_mirror). */
static float
forward (const FloatNetwork *net, const Sample *s, bool mirror, Forward *f)
{
  int flip = mirror ? 7 : 0;

  for (Color view = WHITE; view < COLOR_NB; view++)
    {
      float *acc = f->acc[view];
      bool   mirrored = nnue_view_mirrored ((Square) (sample_king_square (s, view) ^ flip));
      memcpy (acc, net->input_bias, sizeof net->input_bias);
      f->material[view] = 0;
      for (int k = 0; k < s->n_pieces; k++)
        {
          int          input = nnue_input (view, mirrored, (Piece) s->piece[k], (Square) (s->square[k] ^ flip));
          const float *w = net->input_weights[input];
          f->inputs[view][k] = input;
          f->material[view] += net->input_values[input];
          for (int i = 0; i < NNUE_HIDDEN; i++)
            acc[i] += w[i];
        }
    }
  int   bucket = nnue_bucket (s->n_pieces);
  float out = net->output_bias[bucket] + (f->material[s->side_to_move] - f->material[!s->side_to_move]) / 2;
  for (int side = 0; side < 2; side++)
    {
      const float *acc = f->acc[side == 0 ? s->side_to_move : !s->side_to_move];
      const float *w = net->output_weights[bucket][side];
      for (int i = 0; i < NNUE_HIDDEN; i++)
        out += fminf (fmaxf (acc[i], 0.0f), 1.0f) * w[i];
    }
  return out;
}

static double
sample_target (const Target *t, const Sample *s)
{
  double result = s->side_to_move == WHITE ? s->result : 1.0 - s->result;
  double score = s->side_to_move == WHITE ? s->score : -s->score;
  return t->lambda * result + (1 - t->lambda) * sigmoid (t->k * score);
}

/* Adds this sample's gradient to grad; returns its loss. */
static double
backward (const FloatNetwork *net, const Target *t, const Sample *s, bool mirror, FloatNetwork *grad, Forward *f)
{
  double out = forward (net, s, mirror, f);
  double p = sigmoid (t->k_out * NNUE_SCALE * out);
  double diff = p - sample_target (t, s);
  float  g = (float) (2 * diff * p * (1 - p) * t->k_out * NNUE_SCALE);

  int bucket = nnue_bucket (s->n_pieces);
  grad->output_bias[bucket] += g;
  for (int k = 0; k < s->n_pieces; k++)
    {
      grad->input_values[f->inputs[s->side_to_move][k]] += g / 2;
      grad->input_values[f->inputs[!s->side_to_move][k]] -= g / 2;
    }
  for (int side = 0; side < 2; side++)
    {
      Color        view = side == 0 ? (Color) s->side_to_move : (Color) !s->side_to_move;
      const float *acc = f->acc[view];
      const float *w = net->output_weights[bucket][side];
      float       *gw = grad->output_weights[bucket][side];
      float        dacc[NNUE_HIDDEN];
      for (int i = 0; i < NNUE_HIDDEN; i++)
        {
          bool live = acc[i] > 0.0f && acc[i] < 1.0f;
          gw[i] += g * fminf (fmaxf (acc[i], 0.0f), 1.0f);
          dacc[i] = live ? g * w[i] : 0.0f;
          grad->input_bias[i] += dacc[i];
        }
      for (int k = 0; k < s->n_pieces; k++)
        {
          float *gi = grad->input_weights[f->inputs[view][k]];
          for (int i = 0; i < NNUE_HIDDEN; i++)
            gi[i] += dacc[i];
        }
    }
  return diff * diff;
}

typedef struct {
  const FloatNetwork *net;
  const Target       *target;
  const Dataset      *data;
  const size_t       *order;
  size_t              first, last;
  FloatNetwork       *grad;     /* NULL: only measure the loss */
  uint64_t            epoch;    /* picks which positions are mirrored */
  double              loss;
} Work;

static void *
run_work (void *data)
{
  Work   *w = data;
  Forward f;

  w->loss = 0;
  for (size_t i = w->first; i < w->last; i++)
    {
      const Sample *s = &w->data->samples[w->order[i]];
      if (w->grad)
        {
          /* A cheap hash of the position's index and the epoch: half of them, a new half each epoch. */
          uint64_t h = (w->order[i] + 1) * 0x9E3779B97F4A7C15ULL ^ w->epoch * 0xC2B2AE3D27D4EB4FULL;
          bool     mirror = s->can_mirror && ((h ^ h >> 29) * 0xBF58476D1CE4E5B9ULL) >> 63;
          w->loss += backward (w->net, w->target, s, mirror, w->grad, &f);
        }
      else
        {
          double p = sigmoid (w->target->k_out * NNUE_SCALE * forward (w->net, s, false, &f));
          double diff = p - sample_target (w->target, s);
          w->loss += diff * diff;
        }
    }
  return NULL;
}

/* Splits [first, last) of order among the threads; returns the summed loss. */
static double
run_split (Work *proto, int n_threads, FloatNetwork **grads, size_t first, size_t last)
{
  pthread_t threads[MAX_THREADS];
  Work      work[MAX_THREADS];
  double    loss = 0;
  size_t    per = (last - first + (size_t) n_threads - 1) / (size_t) n_threads;

  for (int t = 0; t < n_threads; t++)
    {
      work[t] = *proto;
      work[t].first = first + per * (size_t) t < last ? first + per * (size_t) t : last;
      work[t].last = work[t].first + per < last ? work[t].first + per : last;
      work[t].grad = grads ? grads[t] : NULL;
      pthread_create (&threads[t], NULL, run_work, &work[t]);
    }
  for (int t = 0; t < n_threads; t++)
    {
      pthread_join (threads[t], NULL);
      loss += work[t].loss;
    }
  return loss;
}

typedef struct {
  float *m, *v;
  long   step;
} Adam;

static void
adam_step (Adam *adam, float *params, const float *grad, double rate, size_t batch)
{
  const double beta1 = 0.9, beta2 = 0.999, epsilon = 1e-8;
  adam->step++;
  double correction1 = 1 - pow (beta1, (double) adam->step), correction2 = 1 - pow (beta2, (double) adam->step);
  float  step = (float) (rate * sqrt (correction2) / correction1);

  for (size_t i = 0; i < N_PARAMS; i++)
    {
      float g = grad[i] / (float) batch;
      adam->m[i] = (float) beta1 * adam->m[i] + (float) (1 - beta1) * g;
      adam->v[i] = (float) beta2 * adam->v[i] + (float) (1 - beta2) * g * g;
      params[i] -= step * adam->m[i] / (sqrtf (adam->v[i]) + (float) epsilon);
    }
}

/* The engine refuses output weights beyond NNUE_MAX_OUTPUT_WEIGHT, which bound its sums. */
static void
clip_output_weights (FloatNetwork *net)
{
  const float limit = (float) NNUE_MAX_OUTPUT_WEIGHT / NNUE_QB;
  float      *w = &net->output_weights[0][0][0];

  for (size_t i = 0; i < sizeof net->output_weights / sizeof *w; i++)
    w[i] = fminf (fmaxf (w[i], -limit), limit);
}

static uint64_t
next_random (uint64_t *state)
{
  *state ^= *state << 13;
  *state ^= *state >> 7;
  *state ^= *state << 17;
  return *state;
}

/* The inputs' own values start as the pieces' usual worth, so that the very first batches
 * already know that material counts. */
static void
init_material (FloatNetwork *net)
{
  static const float worth[PIECE_TYPE_NB] = { 100, 320, 330, 500, 950, 0 };

  for (Color view = WHITE; view < COLOR_NB; view++)
    for (int type = PAWN; type < PIECE_TYPE_NB; type++)
      for (Square s = A1; s < SQ_NB; s++)
        {
          Piece piece = make_piece (view, (PieceType) type);
          int   own = nnue_input (WHITE, false, piece, s);
          /* The score counts half of our view's sum minus half of theirs. */
          net->input_values[own] = (view == WHITE ? 1 : -1) * worth[type] / NNUE_SCALE;
        }
}

static void
init_network (FloatNetwork *net, uint64_t *rng)
{
  memset (net, 0, sizeof *net);
  float *w = &net->input_weights[0][0];
  for (size_t i = 0; i < (size_t) NNUE_INPUTS * NNUE_HIDDEN; i++)
    w[i] = (float) ((double) (next_random (rng) % 20001) / 10000.0 - 1.0) * 0.15f;
  for (int i = 0; i < NNUE_HIDDEN; i++)
    net->input_bias[i] = 0.3f;
  /* Every bucket starts alike, so that a rare stage of the game starts from a sensible guess. */
  for (int i = 0; i < NNUE_HIDDEN; i++)
    for (int side = 0; side < 2; side++)
      {
        float weight = (float) ((double) (next_random (rng) % 20001) / 10000.0 - 1.0) * 0.05f;
        for (int bucket = 0; bucket < NNUE_BUCKETS; bucket++)
          net->output_weights[bucket][side][i] = weight;
      }
  init_material (net);
}

/* One array of the network as the file holds it: its integers are the floats times scale,
 * rounded, in bytes (2 or 4) little-endian. */
typedef struct {
  float *values;
  size_t count;
  float  scale;
  int    bytes;
} GridArray;

enum { N_GRID_ARRAYS = 5 };

/* The network's arrays in file order (nnue.h), each with the engine's integer format. */
static void
engine_grid (FloatNetwork *net, GridArray arrays[N_GRID_ARRAYS])
{
  arrays[0] = (GridArray) { &net->input_weights[0][0], (size_t) NNUE_INPUTS * NNUE_HIDDEN, NNUE_QA, 2 };
  arrays[1] = (GridArray) { net->input_bias, NNUE_HIDDEN, NNUE_QA, 2 };
  arrays[2] = (GridArray) { &net->output_weights[0][0][0], 2 * NNUE_BUCKETS * NNUE_HIDDEN, NNUE_QB, 2 };
  arrays[3] = (GridArray) { net->output_bias, NNUE_BUCKETS, (float) NNUE_QA * NNUE_QB, 4 };
  arrays[4] = (GridArray) { net->input_values, NNUE_INPUTS, (float) NNUE_QA * NNUE_QB, 4 };
}

/* The integer the file holds for value v of array a. */
static int32_t
grid_integer (const GridArray *a, float v)
{
  double q = round ((double) v * a->scale);
  double limit = a->bytes == 2 ? 32767 : 2147483647;
  return (int32_t) (q > limit ? limit : q < -limit - 1 ? -limit - 1 : q);
}

static void
put_bytes (FILE *file, uint32_t v, int bytes)
{
  for (int i = 0; i < bytes; i++)
    fputc ((int) ((v >> (8 * i)) & 0xff), file);
}

static void
write_network (FloatNetwork *net, const char *path)
{
  FILE     *file = fopen (path, "wb");
  GridArray arrays[N_GRID_ARRAYS];

  if (!file)
    {
      perror (path);
      exit (1);
    }
  fwrite (NNUE_MAGIC, 1, NNUE_MAGIC_SIZE, file);
  put_bytes (file, NNUE_HIDDEN, 4);
  engine_grid (net, arrays);
  for (int k = 0; k < N_GRID_ARRAYS; k++)
    for (size_t i = 0; i < arrays[k].count; i++)
      put_bytes (file, (uint32_t) grid_integer (&arrays[k], arrays[k].values[i]), arrays[k].bytes);
  /* A write that failed on a full disk sets the stream's error flag; fclose alone reports
   * only its final flush. */
  bool write_failed = ferror (file) != 0;
  if (fclose (file) != 0 || write_failed)
    {
      perror (path);
      exit (1);
    }
}

/* Reads a network file that write_network wrote (or the engine's own) back into floats; says
 * why on stderr when it cannot. */
static bool
read_network (FloatNetwork *net, const char *path)
{
  FILE         *file = fopen (path, "rb");
  unsigned char header[NNUE_MAGIC_SIZE + 4];
  GridArray     arrays[N_GRID_ARRAYS];
  bool          ok;

  if (!file)
    {
      fprintf (stderr, "nnue-train: %s: %s\n", path, strerror (errno));
      return false;
    }
  ok = fread (header, 1, sizeof header, file) == sizeof header && memcmp (header, NNUE_MAGIC, NNUE_MAGIC_SIZE) == 0
       && (header[NNUE_MAGIC_SIZE] | header[NNUE_MAGIC_SIZE + 1] << 8) == NNUE_HIDDEN;
  memset (net, 0, sizeof *net);
  engine_grid (net, arrays);
  for (int k = 0; ok && k < N_GRID_ARRAYS; k++)
    for (size_t i = 0; ok && i < arrays[k].count; i++)
      {
        unsigned char bytes[4];
        uint32_t      v = 0;
        ok = fread (bytes, 1, (size_t) arrays[k].bytes, file) == (size_t) arrays[k].bytes;
        for (int b = 0; b < arrays[k].bytes; b++)
          v |= (uint32_t) bytes[b] << (8 * b);
        int32_t q = arrays[k].bytes == 2 ? (int16_t) v : (int32_t) v;
        arrays[k].values[i] = (float) q / arrays[k].scale;
      }
  ok = ok && fgetc (file) == EOF;
  fclose (file);
  if (!ok)
    fprintf (stderr, "nnue-train: %s is not a network of this shape\n", path);
  return ok;
}

typedef struct {
  int         batch_size, epochs, threads;
  double      lambda, rate, k_out;
  uint64_t    seed;
  bool        measure;      /* -m: only measure the given network's loss on the data */
  const char *validation;   /* -v: positions of other games, to keep the epoch that does best on them */
  const char *start;        /* -i: the network to start from, or NULL for random weights */
} Options;

static void
usage (void)
{
  fprintf (stderr, "usage: nnue-train [-b BATCH] [-e EPOCHS] [-i START.nnue] [-k SCALE] [-l LAMBDA] [-r RATE] [-s SEED]\n"
                   "                  [-t THREADS] [-v GAMES] OUT.nnue DATA...\n"
                   "       nnue-train -m [-k SCALE] [-l LAMBDA] [-t THREADS] NET.nnue DATA...\n");
  exit (2);
}

static Options
parse_options (int argc, char **argv)
{
  Options o = { .batch_size = 2048, .epochs = 20, .threads = 2, .lambda = 0.5, .rate = 1e-3, .seed = 1 };
  int     c;

  while ((c = getopt (argc, argv, "b:e:i:k:l:mr:s:t:v:")) != -1)
    switch (c)
      {
      case 'b': o.batch_size = atoi (optarg); break;
      case 'e': o.epochs = atoi (optarg); break;
      case 'i': o.start = optarg; break;
      case 'k': o.k_out = atof (optarg); break;
      case 'l': o.lambda = atof (optarg); break;
      case 'm': o.measure = true; break;
      case 'r': o.rate = atof (optarg); break;
      case 's': o.seed = strtoull (optarg, NULL, 10) | 1; break;
      case 't': o.threads = atoi (optarg); break;
      case 'v': o.validation = optarg; break;
      default: usage ();
      }
  if (argc - optind < 2 || o.epochs < 1 || o.batch_size < 1 || o.threads < 1 || o.threads > MAX_THREADS)
    usage ();
  return o;
}

static void
shuffle (size_t *order, size_t n, uint64_t *rng)
{
  for (size_t i = n; i > 1; i--)
    {
      size_t j = next_random (rng) % i, t = order[i - 1];
      order[i - 1] = order[j];
      order[j] = t;
    }
}

static void
sum_gradients (FloatNetwork **grads, int n_threads)
{
  float *total = (float *) grads[0];
  for (int t = 1; t < n_threads; t++)
    {
      float *g = (float *) grads[t];
      for (size_t i = 0; i < N_PARAMS; i++)
        total[i] += g[i];
    }
}

/* The learning rate: the full rate for half the epochs, then a tenth, then a hundredth. */
static double
epoch_rate (const Options *o, int epoch)
{
  return epoch < o->epochs / 2 ? o->rate : epoch < o->epochs * 5 / 6 ? o->rate / 10 : o->rate / 100;
}

/* The mean loss of net on every position of data. */
static double
dataset_loss (const FloatNetwork *net, const Target *target, const Dataset *data, int threads)
{
  size_t *order = allocated (malloc (sizeof *order * data->count));
  for (size_t i = 0; i < data->count; i++)
    order[i] = i;
  Work   proto = { .net = net, .target = target, .data = data, .order = order };
  double loss = run_split (&proto, threads, NULL, 0, data->count) / (double) data->count;
  free (order);
  return loss;
}

/* validation: positions of other games, or none; the network of the epoch that does best on
 * them is kept. Their loss is taken against the training data's target, so that the epochs
 * compare with each other (nnue-train -m fits its target to the data it measures). */
static void
train (const Options *o, FloatNetwork *net, const Target *target, const Dataset *data, size_t *order,
       size_t n_train, const Dataset *validation)
{
  FloatNetwork *best = validation->count ? allocated (malloc (sizeof *best)) : NULL;
  double        best_loss = INFINITY;
  int           best_epoch = 0;

  FloatNetwork *grads[MAX_THREADS];
  Adam          adam = { allocated (calloc (N_PARAMS, sizeof (float))), allocated (calloc (N_PARAMS, sizeof (float))), 0 };
  uint64_t      rng = o->seed;
  Work          proto = { .net = net, .target = target, .data = data, .order = order };

  for (int t = 0; t < o->threads; t++)
    grads[t] = allocated (malloc (sizeof (FloatNetwork)));
  for (int epoch = 0; epoch < o->epochs; epoch++)
    {
      double loss = 0;
      shuffle (order, n_train, &rng);
      proto.epoch = (uint64_t) epoch;
      for (size_t first = 0; first < n_train; first += (size_t) o->batch_size)
        {
          size_t last = first + (size_t) o->batch_size < n_train ? first + (size_t) o->batch_size : n_train;
          for (int t = 0; t < o->threads; t++)
            memset (grads[t], 0, sizeof (FloatNetwork));
          loss += run_split (&proto, o->threads, grads, first, last);
          sum_gradients (grads, o->threads);
          adam_step (&adam, (float *) net, (const float *) grads[0], epoch_rate (o, epoch), last - first);
          clip_output_weights (net);
        }
      double held_out = run_split (&proto, o->threads, NULL, n_train, data->count) / (double) (data->count - n_train);
      fprintf (stderr, "epoch %d: training %.6f, held out %.6f", epoch + 1, loss / (double) n_train, held_out);
      if (best)
        {
          double unseen = dataset_loss (net, target, validation, o->threads);
          fprintf (stderr, ", other games %.6f", unseen);
          if (unseen < best_loss)
            best_loss = unseen, best_epoch = epoch + 1, *best = *net;
        }
      fputc ('\n', stderr);
    }
  if (best)
    {
      fprintf (stderr, "kept epoch %d (other games %.6f)\n", best_epoch, best_loss);
      *net = *best;
      free (best);
    }
  for (int t = 0; t < o->threads; t++)
    free (grads[t]);
  free (adam.m);
  free (adam.v);
}

/* The network as the engine will hold it: every value on the grid of its integer format. */
static void
round_to_engine_grid (FloatNetwork *net)
{
  GridArray arrays[N_GRID_ARRAYS];

  engine_grid (net, arrays);
  for (int k = 0; k < N_GRID_ARRAYS; k++)
    for (size_t i = 0; i < arrays[k].count; i++)
      arrays[k].values[i] = (float) grid_integer (&arrays[k], arrays[k].values[i]) / arrays[k].scale;
}

/* The held-out loss once rounded to the engine's integers: what the rounding costs. */
static void
report_rounding (const FloatNetwork *net, const Target *target, const Dataset *data, const size_t *order, size_t n_train,
                 int threads)
{
  FloatNetwork *rounded = allocated (malloc (sizeof *rounded));
  Work          proto = { .net = rounded, .target = target, .data = data, .order = order };

  *rounded = *net;
  round_to_engine_grid (rounded);
  double held_out = run_split (&proto, threads, NULL, n_train, data->count) / (double) (data->count - n_train);
  fprintf (stderr, "held out, rounded to the engine's integers: %.6f\n", held_out);
  free (rounded);
}

/* The loss of a finished network on every position of data (positions of games it never
 * saw tell how well it carries over), against the blended target and against the games'
 * results alone. */
static int
measure (const Options *o, const char *path, const Dataset *data)
{
  FloatNetwork *net = allocated (malloc (sizeof *net));
  Target        target = { o->lambda, fit_k (data), 0 };

  target.k_out = o->k_out > 0 ? o->k_out : target.k;
  if (!read_network (net, path))
    {
      free (net);
      return 1;
    }
  Target results_only = { 1.0, target.k, target.k_out };
  double loss = dataset_loss (net, &target, data, o->threads);
  double result_loss = dataset_loss (net, &results_only, data, o->threads);
  printf ("%zu positions, k = %.5f: loss %.6f (lambda %.2f), against the results alone %.6f\n", data->count,
          target.k, loss, target.lambda, result_loss);
  free (net);
  return 0;
}

int
main (int argc, char **argv)
{
  Options o = parse_options (argc, argv);
  Dataset data = { 0 }, validation = { 0 };

  engine_init ();
  /* The starting network first: a wrong -i should not cost a read of millions of positions. */
  FloatNetwork *net = NULL;
  if (!o.measure)
    {
      uint64_t rng = o.seed;
      net = allocated (malloc (sizeof *net));
      init_network (net, &rng);
      if (o.start && !read_network (net, o.start))
        return 1;
    }
  for (int i = optind + 1; i < argc; i++)
    read_file (&data, argv[i]);
  if (data.count < 2 * HOLD_OUT_EVERY)
    {
      fprintf (stderr, "nnue-train: too few positions (%zu)\n", data.count);
      return 1;
    }

  if (o.measure)
    return measure (&o, argv[optind], &data);
  if (o.validation)
    {
      read_file (&validation, o.validation);
      if (validation.count == 0)
        {
          fprintf (stderr, "nnue-train: no positions in %s\n", o.validation);
          return 1;
        }
    }

  /* The held-out positions go to the end of the order, never to be shuffled in. */
  size_t *order = allocated (malloc (sizeof *order * data.count));
  size_t  n_train = 0, n_held = 0;
  for (size_t i = 0; i < data.count; i++)
    if (i % HOLD_OUT_EVERY != 0)
      order[n_train++] = i;
  for (size_t i = 0; i < data.count; i += HOLD_OUT_EVERY)
    order[n_train + n_held++] = i;

  Target        target = { o.lambda, fit_k (&data), 0 };
  target.k_out = o.k_out > 0 ? o.k_out : target.k;
  fprintf (stderr, "%zu positions (%zu held out), k = %.5f per centipawn (output %.5f), lambda %.2f\n", data.count,
           n_held, target.k, target.k_out, target.lambda);
  train (&o, net, &target, &data, order, n_train, &validation);
  report_rounding (net, &target, &data, order, n_train, o.threads);
  write_network (net, argv[optind]);
  fprintf (stderr, "network file size %d\n", (int) NNUE_FILE_SIZE);
  free (net);
  free (order);
  free (data.samples);
  free (validation.samples);
  return 0;
}
