# Your games (what this device keeps), Progress (its figures and charts) and the
# review board of a finished deal.

## Your games.

games-open = Your games
games-title = Your games
games-about = Kept on this device only: every finished deal at the scored tables and every partner match opened here. Nothing leaves the device.
games-views =
    .aria-label = View
games-show-list = Games
games-show-progress = Progress
games-list-title = Games, newest first
games-keys = Tab to the list, then the arrow keys move from game to game.
games-empty = No games kept yet. Finished deals at the scored tables and partner matches appear here.
games-import = Import a match (a JSON log)
games-forget = Forget my games…
games-forget-ask = Forget every game, review and unfinished match this device keeps? This cannot be undone.
games-forget-keep = Keep them
games-forget-yes = Forget them
games-forgotten = Forgotten: this device keeps no games now.
games-close = Close
games-not-keeping = This browser does not let the page keep anything, so new games are not kept.
# $why: what was wrong with each record, joined by "; ".
games-unreadable = { $count ->
    [one] { $count } kept record could not be read and is skipped ({ $why }).
   *[other] { $count } kept records could not be read and are skipped ({ $why }).
}
# Why a kept record could not be read, or why nothing can be kept.
keep-damaged = damaged
keep-not-a-record = not a kept record
keep-not-a-game = not a kept game
keep-other-version = of format { $found }, not { $version }
keep-nothing = this browser keeps nothing for this page
keep-full = this device's storage for the page is full
keep-refused = this browser refused to keep it
keep-unread = this browser refused to read what it kept

## A game in the list.

# A finished deal: "Pool 101, deal 3 · Classic".
games-deal-title = { $format }, deal { $deal } · { $table }
games-partner-title = Partner match · { $format }
games-partner-title-table = Partner match · { $format } · { $table }
games-a-match = a match
games-with = with { $names }
games-won = You won
games-lost = You lost
games-dropped = You dropped
games-dead = A dead deal
games-draw = No winner
games-not-over = Not over yet
# A deal's outcome and its points: "You lost (Kiran won), 23 points".
games-outcome = { $outcome }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
games-outcome-winner = { $outcome } ({ $winner } won), { $points ->
    [one] { $points } point
   *[other] { $points } points
}
games-review = Review
games-export = Export
games-open-match = Open
games-exported = Deal { $deal }'s match is saved as a JSON log: indian-rummy review reads it.

## Working out reviews, importing.

games-engine-not-ready = The game engine is not ready: try again once the table is dealt.
games-engine-cannot = The engine could not review this deal.
games-engine-stopped = The game engine stopped: start a new deal, then try again.
games-working-out = Working out the review of deal { $deal }…
games-working-out-turn = Working out the review of deal { $deal }: turn { $turn } of { $turns }…
games-not-a-log = { $file } is not a match's JSON log: nothing was imported.
games-checking = Checking { $file }…
games-reviewing = Reviewing deal { $deal } of { $deals } from { $file }…
games-not-imported = { $file } was not imported: { $why }
games-imported = { $count ->
    [one] Imported { $count } deal from { $file }.
   *[other] Imported { $count } deals from { $file }.
}
games-working-out-all = Working out the reviews of the deals not yet reviewed: { $done } of { $count }…
games-not-reviewed = Deal { $deal } could not be reviewed: { $why }
games-reviewed = { $count ->
    [one] Reviewed { $count } deal.
   *[other] Reviewed { $count } deals.
}

## Progress.

progress-title = Progress
progress-none = No finished deals kept yet: play a deal at a scored table.
progress-nobody = nobody
progress-played = Deals played
progress-won = Won
progress-dropped = Dropped
progress-points = Points a deal
progress-by-opponent = Deals per opponent
progress-opponent = Opponent
progress-deals = Deals
progress-each-deal = Each deal, oldest first
    .aria-label = Each deal, oldest first
progress-deal = Deal
progress-against = Against
progress-result = Result
progress-points-head = Points
progress-blunders = Blunders
progress-mistakes = Mistakes
progress-inaccuracies = Inaccuracies
progress-points-lost = Points lost
progress-outcome = { $outcome ->
    [won] won
    [lost] lost
    [dropped] dropped
    [dead] dead deal
   *[other] { $outcome }
}
progress-points-title = Points each deal cost you, oldest first
progress-points-words = { $deals ->
    [one] { $deals } deal
   *[other] { $deals } deals
}, { $average ->
    [one] { $average } point
   *[other] { $average } points
} a deal on average.
progress-points-trend = Over the first { $firstDeals ->
    [one] { $firstDeals } deal
   *[other] { $firstDeals } deals
}, { $before ->
    [one] { $before } point
   *[other] { $before } points
} a deal on average; over the last { $lastDeals ->
    [one] { $lastDeals } deal
   *[other] { $lastDeals } deals
}, { $after }.
progress-points-table = The table below lists each deal.
progress-marks-title = The review's marks per deal, oldest first
progress-marks-words = Over { $deals ->
    [one] { $deals } reviewed deal
   *[other] { $deals } reviewed deals
}: { $blunders ->
    [one] { $blunders } blunder
   *[other] { $blunders } blunders
}, { $mistakes ->
    [one] { $mistakes } mistake
   *[other] { $mistakes } mistakes
}, { $inaccuracies ->
    [one] { $inaccuracies } inaccuracy
   *[other] { $inaccuracies } inaccuracies
}; { $loss ->
    [one] { $loss } point
   *[other] { $loss } points
} a deal lost against the coach's choices.
progress-marks-none = No deal reviewed yet.
progress-key-blunders = Blunders: solid line
progress-key-mistakes = Mistakes: dashed line
progress-key-inaccuracies = Inaccuracies: dotted line
progress-your-mistakes = Your mistakes
progress-mistakes-waiting = Waiting
progress-mistakes-due = Due today
progress-mistakes-solved = Solved
progress-mistakes-about = Each turn that a review marks as a mistake or a blunder comes back in Learn until you answer it right twice.
progress-mistakes-learn = Practise them in Learn

## The review of a deal.

review-title = Review of the deal
review-title-deal = Review of deal { $deal }
review-deals =
    .aria-label = Deal to review
review-deal = Deal { $deal }
review-how = Each turn is judged by what you could see then, against the coach's choice: by the points it is expected to cost you. See the guide's coach section.
review-chart-title = Your deal, turn by turn
review-keys = Tab to the chart's turn, then the arrow keys, Home and End move from turn to turn.
review-key-far = Solid: cards from a declaration (left)
review-key-chance = dashed: chance to win (right)
review-key-marks = ?! Inaccuracy · ? Mistake · ?? Blunder
review-step-title = Step through the deal
review-your-cards =
    .aria-label = Your cards
review-thrown-title = What was thrown before it
review-prev = Previous turn
review-next = Next turn
review-try = Try this turn again
review-back = Back to the review
review-close = Close
review-good = Good
review-inaccuracy = Inaccuracy
review-mistake = Mistake
review-blunder = Blunder
review-away = { $count ->
    [0] complete
    [one] { $count } card from a declaration
   *[other] { $count } cards from a declaration
}
# A point of the chart: "Turn 3: Mistake, 2 cards from a declaration, chance to win 40%".
review-point = Turn { $turn }: { $mark }, { $away }, chance to win { $chance }%
review-no-turns = No turns of yours in this deal.
review-step-head = Turn { $turn } of { $turns }: { $mark }. Before it your hand was { $away }; the coach's estimate of your chance to win: { $chance }%.
review-before = Before it: { $moves }
review-open-card = Open card
review-none = none
review-you-threw = You threw
review-coach = Coach
review-did = You { $did }. The coach: { $coach }.
review-cards-of = { $name }'s cards
review-choice-drop = Drop
review-choice-stock = Draw from the draw pile
review-choice-discard = Take { $card } from the discard pile
review-choice-declare = Declare
review-choice-throw = Throw { $card }
review-choice-throw-declare = Throw { $card } and declare
review-coachs-choice = The coach's choice.
review-as-good = As good as the coach's choice.
review-worse = About { $loss ->
    [one] { $loss } point
   *[other] { $loss } points
} worse than { $coach }.
review-try-first = Turn { $turn }: your hand, the open card { $card }. What do you do?
review-try-then = { $source ->
    [stock] Then, with the cards you held after you drew { $card } from the draw pile:
   *[discard] Then, with the cards you held after you took { $card } from the discard pile:
}
# A choice tried and how it compares: "Draw from the draw pile: The coach's choice."
review-tried = { $choice }: { $compared }

## Play on from here: a turn of the review played again, and the deal on from it.

branch-intro = Turn { $turn } again, with the real cards: the draw pile holds what it really held, in the same order, and the others hold their real hands and decide as they did (the coach plays for anyone who was a person). Nothing of it is kept.
branch-opening = Dealing turn { $turn } again…
branch-draw = Turn { $turn }: draw, or take the open card.
branch-throw = Turn { $turn }: throw a card.
branch-open-card = Open card
branch-stock = { $count ->
    [one] { $count } card
   *[other] { $count } cards
} in the draw pile
branch-your-cards =
    .aria-label = Your cards
branch-log-title = What happened in this branch
branch-at-turn = Turn { $turn }: { $said }
branch-coach-turn = Turn { $turn }, the coach for you: { $move }
branch-coach-playing = The coach plays your turn { $turn }…
branch-others-playing = You are out of this deal: the others play on…
branch-finish = Let the coach finish the deal
branch-stop = Stop the coach
branch-again = Play this turn again
branch-ended = How it ends
branch-this = This branch: { $ending }
branch-real = The real deal: { $ending }
branch-failed = This turn could not be played again: { $why }
