/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tune: fits the evaluation weights to game results (Texel's method). Each position's
 * evaluation is linear in the weights, so it is stored once as its trace (how often each
 * weight counted) and the mean squared error between the game result and a logistic of the
 * evaluation is minimised by Adam over all weights at once.
 *   build/tools/tune positions.txt [iterations [regularisation [shape|current]]] > src/engine/eval-weights.h
 * The fit starts from (and is pulled toward) the hand-made shape by default, or from the weights
 * the engine plays with now, to refine them on new games. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "evaluate.h"
#include "fen.h"

typedef struct {
  int     n_terms;
  int     first_term;     /* index into the shared term arrays */
  float   phase;          /* middlegame share, 0..1 */
  float   eg_scale;       /* the share of the endgame score that counts, 0..1 */
  float   result;         /* 1, 0.5, 0 from White's side */
} Sample;

typedef struct {
  Sample  *samples;
  int      n_samples;
  int16_t *indices;
  int16_t *coefficients;
  int      n_terms;
} Dataset;

static void
add_sample (Dataset *d, const EvalTrace *trace, float result, int *capacity)
{
  int first = d->n_terms;

  for (int i = 0; i < EVAL_WEIGHT_COUNT; i++)
    {
      if (!trace->coefficients[i])
        continue;
      if (d->n_terms == *capacity)
        {
          *capacity *= 2;
          d->indices = realloc (d->indices, sizeof *d->indices * (size_t) *capacity);
          d->coefficients = realloc (d->coefficients, sizeof *d->coefficients * (size_t) *capacity);
        }
      d->indices[d->n_terms] = (int16_t) i;
      d->coefficients[d->n_terms++] = trace->coefficients[i];
    }
  d->samples[d->n_samples++] = (Sample) { d->n_terms - first, first, trace->phase / (float) MAX_PHASE,
                                          trace->eg_scale / (float) EG_SCALE_NORMAL, result };
}

static Dataset
load (const char *path, const EvalParams *params)
{
  Dataset d = { 0 };
  int     sample_capacity = 1 << 16, term_capacity = 1 << 20;
  char    line[256];
  FILE   *file = fopen (path, "r");

  if (!file)
    {
      perror (path);
      exit (1);
    }
  d.samples = malloc (sizeof *d.samples * (size_t) sample_capacity);
  d.indices = malloc (sizeof *d.indices * (size_t) term_capacity);
  d.coefficients = malloc (sizeof *d.coefficients * (size_t) term_capacity);
  while (fgets (line, sizeof line, file))
    {
      char     *separator = strchr (line, ';');
      Position  pos;
      EvalTrace trace;
      if (!separator)
        continue;
      *separator = '\0';
      if (!position_from_fen (&pos, line, NULL))
        continue;
      if (d.n_samples == sample_capacity)
        d.samples = realloc (d.samples, sizeof *d.samples * (size_t) (sample_capacity *= 2));
      evaluate_traced (&pos, params, &trace);
      add_sample (&d, &trace, strtof (separator + 1, NULL), &term_capacity);
    }
  fclose (file);
  return d;
}

static double
sample_eval (const Dataset *d, const Sample *s, const double *weights)
{
  double mg = 0, eg = 0;

  for (int t = s->first_term; t < s->first_term + s->n_terms; t++)
    {
      mg += d->coefficients[t] * weights[2 * d->indices[t]];
      eg += d->coefficients[t] * weights[2 * d->indices[t] + 1];
    }
  return mg * s->phase + eg * (1 - s->phase) * s->eg_scale;
}

static double
sigmoid (double k, double eval)
{
  return 1.0 / (1.0 + exp (-k * eval * log (10.0) / 400.0));
}

/* Every tenth block of positions (about ten whole games, as positions come in game order)
 * is held out of the fit, to see when fitting turns into memorising. */
static bool
is_held_out (int i)
{
  return (i / 1000) % 10 == 9;
}

static double
mean_error_of (const Dataset *d, const double *weights, double k, bool held_out)
{
  double total = 0;
  int    n = 0;
  for (int i = 0; i < d->n_samples; i++)
    {
      if (is_held_out (i) != held_out)
        continue;
      double diff = d->samples[i].result - sigmoid (k, sample_eval (d, &d->samples[i], weights));
      total += diff * diff;
      n++;
    }
  return n ? total / n : 0;
}

static double
mean_error (const Dataset *d, const double *weights, double k)
{
  return mean_error_of (d, weights, k, false);
}

/* The scale that best maps the starting evaluation to results: fitted once, then fixed. */
static double
fit_scale (const Dataset *d, const double *weights)
{
  double lo = 0.2, hi = 3.0;
  for (int i = 0; i < 40; i++)
    {
      double a = lo + (hi - lo) / 3, b = hi - (hi - lo) / 3;
      if (mean_error (d, weights, a) < mean_error (d, weights, b))
        hi = b;
      else
        lo = a;
    }
  return (lo + hi) / 2;
}

static void
gradient (const Dataset *d, const double *weights, double k, double *grad)
{
  memset (grad, 0, sizeof (double) * 2 * EVAL_WEIGHT_COUNT);
  for (int i = 0; i < d->n_samples; i++)
    {
      if (is_held_out (i))
        continue;
      const Sample *s = &d->samples[i];
      double        p = sigmoid (k, sample_eval (d, s, weights));
      double        g = -2 * (s->result - p) * p * (1 - p) * k * log (10.0) / 400.0 / d->n_samples;
      for (int t = s->first_term; t < s->first_term + s->n_terms; t++)
        {
          grad[2 * d->indices[t]] += g * d->coefficients[t] * s->phase;
          grad[2 * d->indices[t] + 1] += g * d->coefficients[t] * (1 - s->phase) * s->eg_scale;
        }
    }
}

/* Pulls every weight toward where it started: a few thousand games can't pin down hundreds of
 * weights, and without this the fit memorises the games instead of learning chess. */
static double regularisation = 2e-8;

static void
adam (const Dataset *d, double *weights, const double *start, double k, int iterations)
{
  enum { N = 2 * EVAL_WEIGHT_COUNT };
  static double grad[N], m[N], v[N];
  const double  rate = 1.0, beta1 = 0.9, beta2 = 0.999;

  for (int it = 1; it <= iterations; it++)
    {
      gradient (d, weights, k, grad);
      for (int i = 0; i < N; i++)
        {
          grad[i] += 2 * regularisation * (weights[i] - start[i]);
          m[i] = beta1 * m[i] + (1 - beta1) * grad[i];
          v[i] = beta2 * v[i] + (1 - beta2) * grad[i] * grad[i];
          double mh = m[i] / (1 - pow (beta1, it)), vh = v[i] / (1 - pow (beta2, it));
          weights[i] -= rate * mh / (sqrt (vh) + 1e-8);
        }
      if (it % 100 == 0)
        fprintf (stderr, "iteration %d error %.6f held-out %.6f\n", it, mean_error (d, weights, k),
                 mean_error_of (d, weights, k, true));
    }
}

static void
print_weights (const double *weights, double k, double before, double after, int n_samples)
{
  printf ("/* SPDX-License-Identifier: GPL-3.0-or-later */\n"
          "/* eval-weights.h: evaluation weights fitted by tools/tune to %d positions of the\n"
          " * engine's own self-play games (tools/selfplay); scale %.3f, mean squared error\n"
          " * %.6f before and %.6f after on held-out positions. In the order of the fields of EvalParams. */\n"
          "#pragma once\n\n#include \"evaluate.h\"\n\n"
          "static const Weight tuned_weights[EVAL_WEIGHT_COUNT] = {\n",
          n_samples, k, before, after);
  for (int i = 0; i < EVAL_WEIGHT_COUNT; i++)
    printf ("%s{ %d, %d },%s", i % 6 ? " " : "  ", (int) lround (weights[2 * i]), (int) lround (weights[2 * i + 1]),
            i % 6 == 5 || i == EVAL_WEIGHT_COUNT - 1 ? "\n" : "");
  printf ("};\n");
}

int
main (int argc, char **argv)
{
  EvalParams start;
  double     weights[2 * EVAL_WEIGHT_COUNT];

  if (argc < 2)
    {
      fprintf (stderr, "usage: tune POSITIONS [ITERATIONS [REGULARISATION [shape|current]]]\n");
      return 2;
    }
  engine_init ();
  if (argc > 4 && strcmp (argv[4], "current") == 0)
    start = *eval_default_params ();
  else if (argc > 4 && strcmp (argv[4], "shape") != 0)
    {
      fprintf (stderr, "tune: the start is shape or current, not %s\n", argv[4]);
      return 2;
    }
  else
    eval_params_init_shape (&start);
  const Weight *w = (const Weight *) &start;
  for (int i = 0; i < EVAL_WEIGHT_COUNT; i++)
    {
      weights[2 * i] = w[i].mg;
      weights[2 * i + 1] = w[i].eg;
    }
  double start_weights[2 * EVAL_WEIGHT_COUNT];
  memcpy (start_weights, weights, sizeof weights);
  Dataset d = load (argv[1], &start);
  double  k = fit_scale (&d, weights);
  double  before = mean_error (&d, weights, k);
  fprintf (stderr, "%d positions, scale %.3f, error %.6f\n", d.n_samples, k, before);
  if (argc > 3)
    regularisation = atof (argv[3]);
  adam (&d, weights, start_weights, k, argc > 2 ? atoi (argv[2]) : 2000);
  print_weights (weights, k, mean_error_of (&d, start_weights, k, true), mean_error_of (&d, weights, k, true),
                 d.n_samples);
  return 0;
}
