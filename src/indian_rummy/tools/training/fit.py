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

The weights are rounded to integers out of ``ONE`` and written as a Python module,
so the shipped model needs nothing of this and every runtime reads the same
numbers. The fit is deterministic: the same positions give the same file (numpy
runs on one thread here, and the weights are rounded far above its last digits).
"""

import os
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # the same sums in the same order

import numpy as np  # noqa: E402

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
    terms = terms_of({name: column[keep] for name, column in columns.items()})
    won = columns["won"][keep].astype(np.float64)
    points = columns["points"][keep].astype(np.float64)
    each = columns["opponents"][keep].astype(np.float64)  # what the winner collects is theirs
    lost, declared = won == 0, won == 1
    return {"WIN": _fixed(signed_fit(logistic_fit, terms, won, SIGNS["WIN"])),
            "PAID": _fixed(signed_fit(line_fit, terms[lost], points[lost], SIGNS["PAID"])),
            "COLLECTED": _fixed(signed_fit(line_fit, terms[declared],
                                           -points[declared] / each[declared],
                                           SIGNS["COLLECTED"])),
            "CURVE": curve(), "positions": int(keep.sum())}


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
        "logistic curve per million at every STEPS-th of a logit.",
        '"""',
        "",
        "ONE = %d" % ONE,
        "STEPS = %d" % STEPS,
    ]
    for name in ("WIN", "PAID", "COLLECTED"):
        lines.append("%s = (" % name)
        lines += _rows([str(w) for w in params[name]], "    ") + [")"]
    lines.append("CURVE = (")
    lines += _rows([str(v) for v in params["CURVE"]], "    ")
    lines.append(")")
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
