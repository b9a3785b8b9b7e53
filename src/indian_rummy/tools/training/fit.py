"""The model's fit: from positions (:mod:`.positions`) to the integer parameters of
:mod:`indian_rummy.bots.model_params`.

Three fits over the positions of the bots' seats, each on the terms of
:func:`indian_rummy.bots.model.design`:

* the chance to declare first, a logistic regression (Newton's method, a light
  ridge so that every term has a weight);
* what the seat pays, a least-squares line over the deals it did not win;
* what it collects from each opponent, the same over the deals it won.

Some weights' signs are set by what they mean, not left to the fit (:data:`SIGNS`):
each step of distance lowers the chance and what the seat collects and raises what
it pays, and the cards the others took and kept never raise the seat's chance (they
bring the others nearer). A weight that comes out of the wrong sign is held at zero
and the rest refitted, until none does.

Last, two monotone curves calibrate what the fitted forms say on the same positions
(:func:`calibration`): the chance said against the share won, the points said against
the points lost, each by pooling adjacent violators over groups of positions
of equal size, shipped as strictly increasing knots.

The weights are rounded to integers out of ``ONE`` and written as a Python module,
so the shipped model needs nothing of this and every runtime reads the same
numbers. The fit is deterministic: the same positions give the same file (numpy
runs on one thread here, and the weights are rounded far above its last digits).
"""

import os
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # the same sums in the same order

import numpy as np  # noqa: E402

from ...bots import model, model_params  # noqa: E402
from ...bots.model import FAR, NAMES, TERMS, design  # noqa: E402
from .positions import COLUMNS  # noqa: E402

ONE = 65536  # the weights' fixed point
STEPS = 16  # the curve's table: its value at every STEPS-th of a logit
REACH = 8  # ... from -REACH to +REACH logits
RIDGE = 1.0  # the ridge's weight, against the positions' count (about 10^5)
ROUNDS = 25  # Newton's steps: it settles in fewer
# The sign each fit's constrained weights must have (+1: at least zero; -1: at most zero).
BEYOND = ["beyond%d" % d for d in range(1, FAR)]
SIGNS = {
    "WIN": dict([(name, -1) for name in BEYOND + ["took", "took_most", "next_took",
                                                   "distance_took_most"]]),
    "PAID": dict([(name, 1) for name in BEYOND]),
    "COLLECTED": dict([(name, -1) for name in BEYOND]),
}
# The calibration curves: groups of positions of equal size, pooled where not increasing.
GROUPS = 40


def load(paths: list) -> dict:
    """The columns of positions files (in turn), by name, as integer arrays."""
    table = np.concatenate([np.loadtxt(path, delimiter=",", skiprows=1, dtype=np.int64,
                                       ndmin=2) for path in paths])
    return {name: table[:, k] for k, name in enumerate(COLUMNS)}


def terms_of(columns: dict) -> "np.ndarray":
    """The design's terms of every row (features in :data:`NAMES`' order)."""
    values = np.stack([columns[name] for name in NAMES], axis=1)
    return np.array([design([int(v) for v in row], int(player))
                     for row, player in zip(values, columns["player"])], dtype=np.float64)


def logistic_fit(terms: "np.ndarray", won: "np.ndarray") -> "np.ndarray":
    """The logistic regression's weights (Newton's method with a ridge)."""
    scale = np.maximum(np.abs(terms).max(axis=0), 1.0)
    x = terms / scale
    weights = np.zeros(x.shape[1])
    ridge = RIDGE * np.eye(x.shape[1])
    for _ in range(ROUNDS):
        chance = 1.0 / (1.0 + np.exp(-(x @ weights)))
        gradient = x.T @ (chance - won) + ridge @ weights
        hessian = (x * (chance * (1 - chance))[:, None]).T @ x + ridge
        weights = weights - np.linalg.solve(hessian, gradient)
    return weights / scale


def line_fit(terms: "np.ndarray", target: "np.ndarray") -> "np.ndarray":
    """The least-squares weights (with the same light ridge)."""
    scale = np.maximum(np.abs(terms).max(axis=0), 1.0)
    x = terms / scale
    ridge = RIDGE * np.eye(x.shape[1])
    return np.linalg.solve(x.T @ x + ridge, x.T @ target) / scale


def signed_fit(method: "object", terms: "np.ndarray", target: "np.ndarray",
               signs: dict) -> "np.ndarray":
    """``method``'s weights with the signs ``signs`` (term name: +1 or -1) kept: each
    weight of the wrong sign is held at zero and the others refitted, until none is."""
    free = np.ones(terms.shape[1], dtype=bool)
    while True:
        weights = np.zeros(terms.shape[1])
        weights[free] = method(terms[:, free], target)  # type: ignore[operator]
        wrong = [k for k, name in enumerate(TERMS)
                 if name in signs and free[k] and weights[k] * signs[name] < 0]
        if not wrong:
            return weights
        free[wrong] = False


def fit(columns: dict) -> dict:
    """The parameters (integer tuples) fitted to the positions in ``columns``."""
    keep = columns["distance"] > 0
    kept = {name: column[keep] for name, column in columns.items()}
    terms = terms_of(kept)
    won = kept["won"].astype(np.float64)
    points = kept["points"].astype(np.float64)
    each = kept["opponents"].astype(np.float64)  # what the winner collects is theirs
    lost, declared = won == 0, won == 1
    params = {"WIN": _fixed(signed_fit(logistic_fit, terms, won, SIGNS["WIN"])),
              "PAID": _fixed(signed_fit(line_fit, terms[lost], points[lost], SIGNS["PAID"])),
              "COLLECTED": _fixed(signed_fit(line_fit, terms[declared],
                                             -points[declared] / each[declared],
                                             SIGNS["COLLECTED"])),
              "CURVE": curve(), "positions": int(keep.sum())}
    params.update(calibration(params, kept))
    return params


def calibration(params: dict, columns: dict) -> dict:
    """The knots of the curves that calibrate the fitted forms' chance and points (as
    :func:`indian_rummy.bots.model.outlook` says them) against what became of the
    positions in ``columns``."""
    # The shipped parameters, put back once the forms have spoken (the curves too: a
    # process that fits goes on with the model it shipped).
    forms = ("WIN", "PAID", "COLLECTED", "CURVE", "CALIBRATED_WIN", "CALIBRATED_POINTS")
    shipped = dict([(name, getattr(model_params, name)) for name in forms
                    if hasattr(model_params, name)])
    for name in ("WIN", "PAID", "COLLECTED", "CURVE"):
        setattr(model_params, name, params[name])
    for name in ("CALIBRATED_WIN", "CALIBRATED_POINTS"):
        setattr(model_params, name, ())  # the forms as they are, uncalibrated
    try:
        values = np.stack([columns[name] for name in NAMES], axis=1)
        said = np.array([model.outlook([int(v) for v in row], int(player))
                         for row, player in zip(values, columns["player"])], dtype=np.float64)
    finally:
        for name, value in shipped.items():
            setattr(model_params, name, value)
    return {"CALIBRATED_WIN": knots(said[:, 0], 1000.0 * columns["won"]),
            "CALIBRATED_POINTS": knots(said[:, 1], columns["points"].astype(np.float64))}


def knots(said: "np.ndarray", got: "np.ndarray") -> tuple:
    """A strictly increasing curve from what was said to what came of it, as flat pairs
    ``(said, got, said, got, ...)`` of integers: the means of GROUPS groups of positions
    in the order of ``said``, adjacent groups pooled while their means of ``got`` do not
    increase (the pool-adjacent-violators fit of a monotone curve)."""
    order = np.lexsort((got, said))
    blocks = []  # [count, sum said, sum got]
    for part in np.array_split(order, GROUPS):
        blocks.append([len(part), float(said[part].sum()), float(got[part].sum())])
        while len(blocks) > 1 and blocks[-1][2] / blocks[-1][0] <= blocks[-2][2] / blocks[-2][0]:
            last = blocks.pop()
            blocks[-1] = [blocks[-1][k] + last[k] for k in range(3)]
    pairs: list = []
    for count, said_sum, got_sum in blocks:
        x, y = int(np.rint(said_sum / count)), int(np.rint(got_sum / count))
        if not pairs or (x > pairs[-2] and y > pairs[-1]):
            pairs += [x, y]
    return tuple(pairs)


def _fixed(weights: "np.ndarray") -> tuple:
    return tuple(int(w) for w in np.rint(weights * ONE))


def curve() -> tuple:
    """The logistic curve per million at every STEPS-th of a logit over -REACH..+REACH."""
    return tuple(int(np.rint(1e6 / (1.0 + np.exp(-k / STEPS))))
                 for k in range(-REACH * STEPS, REACH * STEPS + 1))


def source(params: dict) -> str:
    """The parameters module's text."""
    lines = [
        '"""The fitted model\'s parameters (:mod:`.model`), fitted to %d positions of'
        % params["positions"],
        "simulated deals by ``python -m indian_rummy.tools.training fit``: do not edit by",
        "hand, run ``make model``.",
        "",
        "Each linear form weighs :func:`.model.design`'s terms, out of ONE; CURVE is the",
        "logistic curve per million at every STEPS-th of a logit; CALIBRATED_WIN and",
        "CALIBRATED_POINTS the knots (said, got; in pairs) of the curves calibrating the",
        "chance per mille and the points.",
        '"""',
        "",
        "ONE = %d" % ONE,
        "STEPS = %d" % STEPS,
    ]
    for name in ("WIN", "PAID", "COLLECTED"):
        lines.append("%s = (" % name)
        lines += _rows([str(w) for w in params[name]], "    ") + [")"]
    for name in ("CURVE", "CALIBRATED_WIN", "CALIBRATED_POINTS"):
        lines.append("%s = (" % name)
        lines += _rows([str(v) for v in params[name]], "    ") + [")"]
    return "\n".join(lines) + "\n"


def _rows(values: list, indent: str) -> list:
    """``values`` written ten to a line."""
    return [indent + ", ".join(values[k:k + 10]) + "," for k in range(0, len(values), 10)]


def fit_file(data: list, out: Path) -> str:
    """Fit the positions in the files ``data``, write the parameters to ``out``; says what
    it did."""
    params = fit(load(data))
    out.write_text(source(params), encoding="ascii")
    return "fitted %d positions into %s" % (params["positions"], out)
