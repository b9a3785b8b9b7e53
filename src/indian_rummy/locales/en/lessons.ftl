# Learn: the lessons and your mistakes (web/learn/lessons.js, web/learn/mistakes.js).

## Your mistakes.

mistakes-title = Your mistakes
mistakes-about = Each turn that the review of one of your kept deals marks as a mistake or a blunder comes back here the day after the review. Answer it right on its day and it comes back { $later ->
    [one] { $later } day
   *[other] { $later } days
} later; answer it right again and it is solved. A wrong answer brings it back the next day, to start again.
mistakes-counts = Waiting: { $waiting }. Due today: { $due }. Solved: { $solved }.
mistakes-item = { $table }, deal { $deal }, turn { $turn }: { $mark ->
    [blunder] a blunder
   *[mistake] a mistake
}, { $loss ->
    [one] { $loss } point
   *[other] { $loss } points
} lost, most of them at { $step ->
    [draw] the draw
   *[discard] the throw
}
mistakes-try = Try it
mistakes-none-today = Nothing due today. The next one comes back on { $date }.
mistakes-none-yet = No mistakes yet. Review your deals in “{ games-open }”: each turn marked a mistake or a blunder comes back here the next day.
mistakes-all-solved = Every mistake is solved. New ones come from the next reviews of your deals.
mistakes-opening = Opening the position…
mistakes-cannot-open = This position could not be opened.
mistakes-not-counted = It was not due yet: the answer does not count.
mistakes-solved = Right again: solved. It leaves your mistakes.
mistakes-right = Right. It comes back in { $days ->
    [one] { $days } day.
   *[other] { $days } days.
}
mistakes-wrong = Not this time. It comes back tomorrow.

## The lessons.

lessons-title = Lessons
lessons-about = Short lessons, each a few positions from real deals: make the move, and the table tells you why.
lessons-done = { $done } of { $steps } done
lessons-step = Position { $step } of { $steps }
lessons-again = Try again
lessons-next = Next position
lessons-finish = Finish the lesson
lessons-back = Back to the lessons
lessons-finished = Lesson done: { $title }.
lessons-loading = Loading the lessons…
lessons-cannot-load = The lessons could not be loaded. Reload the page to try again.

## Each lesson: its title, its intro, and its point for each theme it practises.

lesson-groups-title = Groups and the pure sequence first
lesson-groups-intro = A hand can be declared only when all 13 cards sit in groups, with at least two runs and one of them pure: no joker or wild card standing in. Until you have the pure sequence, every card you hold counts against you, so build it first.
lesson-groups-pure = The pure sequence comes first: keep the cards that build it, and let the others go.
lesson-joker-title = Using a joker well
lesson-joker-intro = Jokers and wild cards fill any gap in a run or a set, and count nothing against you. Keep them and use them to finish other groups, never your pure sequence: that one is made of real cards.
lesson-joker-wild = Keep the wild cards: each one finishes a group you could not finish otherwise, and costs nothing if you lose.
lesson-joker-pure = The pure sequence takes no joker: build it from real cards and save the joker for another group.
lesson-sets-runs-title = Sets or runs
lesson-sets-runs-intro = A run open at both ends waits on cards at either end; a pair waits only on the suits it lacks, and with two decks some of those are gone already. When two groups want the same cards, the run usually has more cards that complete it.
lesson-sets-runs-outs = Keep the shape more cards complete: a run open at both ends beats a pair waiting for a set.
lesson-sets-runs-distance = Count what each choice leaves: the fewer cards you still need, the closer you are to declaring.
lesson-pile-title = Which pile to draw from
lesson-pile-intro = Take the discard pile's top card only when it joins a group or brings one closer: everybody sees what you take. Otherwise draw from the closed pile: an unknown card may help, and it shows nothing.
lesson-pile-take = This card joins a group at once: take it.
lesson-pile-stock = The open card does nothing for your hand: draw from the closed pile instead.
lesson-throw-title = What to throw
lesson-throw-intro = Throw by three rules, in order. First distance: stay as close to declaring as you can. Then outs: of throws as close, keep the cards more of the deck can complete. Then points: of equal throws, throw the high card, which costs most if someone declares.
lesson-throw-distance = First distance: throw the card that leaves you closest to declaring.
lesson-throw-outs = Then outs: of throws as close, keep the cards more of the deck can complete.
lesson-throw-points = Then points: of equal throws, throw the high card.
lesson-reading-title = Reading the next player
lesson-reading-intro = What the next player takes from the discard pile, and what they leave there, tells you what they collect. Do not throw them a card they can use: keep the one that fits their pickups, throw one like those they passed.
lesson-reading-feeding = Do not feed the next player: keep the card they are collecting and throw one they have no use for.
lesson-drop-title = When to drop
lesson-drop-intro = Dropping before your first draw costs 20 points; after it, 40; playing on and losing can cost up to 80. Drop a hopeless hand early, and play on a hand with a pure sequence or good chances.
lesson-drop-drop = This hand is far from declaring: 20 points now costs less than playing on is likely to.
lesson-drop-play-on = This hand is worth playing on: a drop would cost more than playing on is likely to.
lesson-declare-title = When you can declare
lesson-declare-intro = Declare when all 13 cards sit in groups, with two runs and one of them pure: throw the card you do not need and declare. At a scored table a wrong declaration costs the full 80 points, so check the groups before you declare.
lesson-declare-declare = Your groups are complete: declare now, before someone else does.
