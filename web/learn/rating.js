// Ratings for puzzles: Glicko-2, exactly as Mark Glickman's "Example of the Glicko-2
// system" (2012) computes it, for the learner and for each puzzle. A rating is
// {rating, rd, vol} on Glicko's scale (1500 the middle); a puzzle answered is one game,
// won by the learner (right) or by the puzzle (wrong), each rated against the other's
// rating as it stood before. Pure functions: learn.js keeps the ratings on the device.

export const SCALE = 173.7178; // Glicko's scale over Glicko-2's
export const TAU = 0.5; // how much the volatility may change (the paper's example's)
const EPSILON = 0.000001; // the paper's convergence tolerance
export const NEW_PLAYER = Object.freeze({ rating: 1500, rd: 350, vol: 0.06 });
// A puzzle's deviation at first: its starting rating (the generator's) is an estimate.
export const NEW_PUZZLE_RD = 150;

function g(phi) {
  return 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
}

function expected(mu, muJ, phiJ) {
  return 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));
}

// The new volatility (step 5, the Illinois algorithm).
function volatility(sigma, phi, v, delta, tau) {
  const a = Math.log(sigma * sigma);
  const f = (x) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k += 1;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB < 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

// `player` after a rating period of `games` ([{rating, rd, score}]: each opponent's
// rating and deviation, the score 1, 0.5 or 0); with no games, only its deviation grows.
export function rate(player, games, tau = TAU) {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  if (!games.length) {
    return { rating: player.rating, rd: Math.sqrt(phi * phi + player.vol * player.vol) * SCALE, vol: player.vol };
  }
  let inverseV = 0;
  let sum = 0;
  for (const game of games) {
    const muJ = (game.rating - 1500) / SCALE;
    const gJ = g(game.rd / SCALE);
    const e = expected(mu, muJ, game.rd / SCALE);
    inverseV += gJ * gJ * e * (1 - e);
    sum += gJ * (game.score - e);
  }
  const v = 1 / inverseV;
  const vol = volatility(player.vol, phi, v, v * sum, tau);
  const phiStar = Math.sqrt(phi * phi + vol * vol);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: SCALE * muNew + 1500, rd: SCALE * phiNew, vol };
}

// One puzzle answered: the learner's and the puzzle's new ratings, each rated against
// the other's rating before it.
export function ratePuzzle(learner, puzzle, right) {
  const score = right ? 1 : 0;
  return {
    learner: rate(learner, [{ rating: puzzle.rating, rd: puzzle.rd, score }]),
    puzzle: rate(puzzle, [{ rating: learner.rating, rd: learner.rd, score: 1 - score }]),
  };
}
