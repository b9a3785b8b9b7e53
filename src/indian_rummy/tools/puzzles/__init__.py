"""The puzzle generator: positions from the bots' deals, each answered by the coach and
confirmed by a deeper evaluation, shipped as web/learn/puzzles.json (``make puzzles``).

How a puzzle is made:

1. **Deals** (:mod:`.candidates`): deal ``k`` is dealt from seed ``k``: two seats
   under the two-player rules (``twine``) three times in five, else three or four
   seats under the classic rules (more seats: more takes to read for the next
   player). The seed also picks the learner's seat, the bot that plays it while the
   deal is dealt (Tara, Kiran or Mira: their slips give the coach something to
   correct) and each other seat's bot. No bot throws a wild card, so one reaches the
   pile's top only as the starter: ``WILD_DEALS`` classic deals past the first
   ``DEALS`` are chosen for a wild starter with the learner to play first.
2. **Candidates**: at each step of the learner seat's turns (its draw; its throw
   once it has drawn), the position (:mod:`indian_rummy.protocol.position`: the
   seed and the moves so far) is screened by the live coach
   (:func:`indian_rummy.bots.coach.advise`): its best choice's figure must beat
   the next by ``SCREEN`` points (at a declaration, the next but the same throw
   without declaring, which the coach prices as the same complete hand). Its
   question is the puzzle session's (:func:`indian_rummy.protocol.puzzle.question`)
   and its one theme comes from the question, the coach's reason, the choice it
   ranks next and the hand (:mod:`.themes`); a position no theme fits is left.
3. **The evaluation** (:mod:`.rollouts`): every distinct choice of the step (a
   card stands for its twin) is played out in determinized rollouts: the cards
   the seat cannot see (the other hands, the stock's order) are dealt anew at
   random, consistent with what it saw (the cards another seat took from the pile
   and still holds stay in its hand; each other hand is given the private turns
   its draws gave it to improve, by Mira's measure), the same worlds for every
   choice (common random numbers), and the deal is played out by Kiran for the
   seat and each other seat's bot (Tara by Kiran), scored by the rules' counts
   when it ends or by the coach's model after ``HORIZON`` turns. Every choice
   has ``FIRST`` rollouts; those still in question go on to ``ROLLOUTS``.
4. **The margin**: a puzzle is kept when the coach's choice beats every other
   choice by ``MARGIN`` points on average and by ``Z`` standard errors of the
   paired difference, in that evaluation and in a **second** one on independent
   seeds; ``margin`` is the smaller of the two evaluations' least differences. A
   candidate the first evaluation does not confirm is *rejected*, one the second
   does not confirm *disputed*: neither is shipped.
5. **The rating** (:func:`.generate.rating`): 1000, plus 250 if Mira's choice
   there is not the answer and 250 if Kiran's is not, plus 300 for a margin
   under 4 points, 200 under 8, 100 under 16.
6. **The file**: the candidates of ``DEALS`` deals are weighed theme by theme,
   those the coach sees clearest (the widest gap between its two best figures)
   first, until the theme has its quota (``QUOTAS``: fewest where a puzzle costs
   most rollouts: a throw weighs every card of the hand) or has weighed ``TRIES``
   times as many candidates; the puzzles are sorted by deal and step and numbered
   ``p0001`` on; compact JSON, the same bytes for the same command whatever
   ``--jobs`` (the work is cut into rounds whose contents depend only on the rounds
   before).

Regenerate with ``make puzzles`` (``PUZZLE_JOBS=2`` by default); it prints the
count by theme, what was rejected and disputed, and how long it ran (progress on
stderr). tests/test_puzzles.py holds the shipped file to all of this.
"""
