# table: what the engine's views and replies say (protocol/text.py, protocol/review.py,
# bots/reasons.py, the refusals). English is the source; the command line shows it.
# $card is a card's label (5♥); $name a seat's name (a person's as typed, a bot's its
# bot- message); $points, $count, $steps, $deal are numbers.

## Joining parts of a sentence: the engine never glues English together.

# "a and b"; three or more nest: "a and b and c".
list-and = { $first } and { $rest }
list-comma = { $first }, { $rest }
# Sentences told one after another.
sentences = { $first } { $rest }

## The status line, upper case in English (Fluent has no upper(): the name comes upper case).

status-shuffling = SHUFFLING
status-you-win-match = YOU WIN THE MATCH
status-wins-match = { $name } WINS THE MATCH
status-no-winner = NO WINNER · DRAW PILE EMPTY
status-dead-deal-turns = NO WINNER · { $turns ->
    [one] { $turns } TURN
   *[other] { $turns } TURNS
}
status-you-win = YOU WIN
status-wins = { $name } WINS
status-you-dropped = YOU DROPPED · { $name }'S TURN
status-out-of-deal = OUT OF THIS DEAL · { $name }'S TURN
status-turn = { $name }'S TURN
status-your-turn-draw = YOUR TURN · DRAW
status-your-turn-discard = YOUR TURN · DISCARD
status-nobody = NOBODY
# A bot's name in the status line; $bot is its key.
bot-upper = { $bot ->
    [mira] MIRA
    [kiran] KIRAN
   *[tara] TARA
}

## Where a match stands, and the wild rank ($rank: 1 ace to 13 king).

stage-deal = Deal { $deal }
stage-deal-of = Deal { $deal } of { $deals }
stage-tie-break = Tie-break deal { $deal }
wild-rank = { rank-plural } are wild
wild-rank-joker-indicator = { rank-plural } are wild (the indicator is a printed joker)

## What a seat did on its latest turn. $source: stock or discard (then $card was taken),
## or none (a declaration with no draw).

move-dropped = { $name } dropped ({ $points ->
    [one] { $points } point
   *[other] { $points } points
}).
move-drew = { $source ->
    [stock] { $name } drew from the draw pile.
   *[discard] { $name } took { $card } from the discard pile.
}
move-drew-discarded = { $source ->
    [stock] { $name } drew from the draw pile and discarded { $thrown }.
   *[discard] { $name } took { $card } from the discard pile and discarded { $thrown }.
}
move-declared = { $source ->
    [stock] { $name } drew from the draw pile and declared.
    [discard] { $name } took { $card } from the discard pile and declared.
   *[none] { $name } declared.
}
move-declared-wrongly = { $source ->
    [stock] { $name } drew from the draw pile and declared a hand that was not complete ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    }), and is out of this deal.
    [discard] { $name } took { $card } from the discard pile and declared a hand that was not complete ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    }), and is out of this deal.
   *[none] { $name } declared a hand that was not complete ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    }), and is out of this deal.
}

## A turn in words, a part each (joined by list-and: "took 8♠ and threw 5♦"), and the
## same in a few words for a seat's narrow box (brief-*: "Took 5♦ · threw K♣", where
## $first is yes for the words that begin the box).

turn-drew = drew
turn-took = took { $card }
turn-threw = threw { $card }
turn-dropped = dropped ({ $points ->
    [one] { $points } point
   *[other] { $points } points
})
turn-declared = declared
turn-declared-wrongly = declared a hand that was not complete ({ $points ->
    [one] { $points } point
   *[other] { $points } points
})
brief-move = { $first } · { $rest }
brief-drew = Drew
brief-took = Took { $card }
brief-threw = threw { $card }
brief-dropped = Dropped ({ $points })
brief-declared = { $first ->
    [yes] Declared
   *[no] declared
}
brief-declared-wrongly = { $first ->
    [yes] Wrong declaration ({ $points })
   *[no] wrong declaration ({ $points })
}

## What Arrange found.

arranged-complete = Complete: declare your hand.
arranged-complete-discard = Complete: discard { $card } and declare.
arranged-missing = Still missing: { $missing }.
arranged-a-pure-run = a pure run
arranged-a-second-run = a second run
arranged-both-runs = Both runs are there.
arranged-loose = { $count ->
    [one] { $count } card is loose.
   *[other] { $count } cards are loose.
}
arranged-loose-points = { $count ->
    [one] { $count } card is loose
   *[other] { $count } cards are loose
}; as it stands the hand counts { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
arranged-points = As it stands the hand counts { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
arranged-suggested-discard = Suggested discard: { $card }.

## The guided first deal.

guided-start = Guided first deal: tens are wild. Try “{ action-declare }”, then draw from the draw pile.
guided-press-arrange = Press “{ action-arrange }” to see your groups.
# $tray is 1 to 4.
guided-move-card = Move { $card } to tray { $tray } (select it, then → { $tray }), or press “{ action-arrange }”.
guided-discard-declare = Now select { $card } and press “{ action-discard-declare }”.

## What a seat's own requests leave it.

drew-stock = You drew { $card } from the draw pile.
drew-discard = You took { $card } from the discard pile; it stays in your hand this turn.
discarded = You discarded { $card }.
dropped = You dropped out of this deal for { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
auto-drop-set = Auto-drop is set: you drop when your turn comes, for { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
auto-dropped = Your turn came and you dropped, as you asked, for { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
declared-wrongly = That hand was not complete: the declaration costs { $points ->
    [one] { $points } point
   *[other] { $points } points
} and you are out of this deal.
# $seed is the deal's seed, as a string.
shuffled-start = A new shuffled deal from seed { $seed }.
resumed = Back where you were: deal { $deal } of this match.
# Why the seat cannot drop now: $reason is a refusal.
drop-reason = { $reason }.

## Asked before an incomplete hand is declared where that costs points.

confirm-declaration = This hand is not complete: { $missing }. Declaring now costs { $points ->
    [one] { $points } point
   *[other] { $points } points
} and ends your deal.
confirm-no-pure-run = no pure run
confirm-no-second-run = no second run
confirm-cards-unmatched = { $cards } unmatched
confirm-count-unmatched = { $count ->
    [one] { $count } card unmatched
   *[other] { $count } cards unmatched
}
confirm-not-grouped = not every card is in a group

## The turn clock played a seat's turn. $taken: the card taken from the discard pile.

clock-dropped-you = Your time ran out a third turn in a row: the clock dropped you ({ $points ->
    [one] { $points } point
   *[other] { $points } points
}).
clock-dropped-them = Time ran out for { $name } a third turn in a row: the clock dropped them ({ $points ->
    [one] { $points } point
   *[other] { $points } points
}).
clock-threw-you = Your time ran out: the clock threw { $card } for you.
clock-threw-them = Time ran out for { $name }: the clock threw { $card }.
clock-played-you = { $source ->
    [stock] The clock played for you: drew from the stock and threw { $card }.
   *[discard] The clock played for you: took { $taken } from the discard pile and threw { $card }.
}
clock-played-them = { $source ->
    [stock] Time ran out for { $name }: the clock drew from the stock and threw { $card }.
   *[discard] Time ran out for { $name }: the clock took { $taken } from the discard pile and threw { $card }.
}

## A deal's result. $pronoun: her, his or their (a person).

result-draw-title = The draw pile is empty: no winner.
result-draw-text = The draw pile ran out before anyone declared, so nobody wins this deal.
# A dead deal at a scored table: the draw pile ran out with no rebuild left.
result-dead-stock-title = The draw pile ran out once more: a dead deal.
result-dead-stock-text = The draw pile was rebuilt from the discards { $rebuilds ->
    [one] once
   *[other] { $rebuilds } times
} and ran out again before anyone declared: nobody wins this deal and nobody pays.
# A dead deal: the deal reached the table's number of turns.
result-dead-turns-title = { $turns ->
    [one] { $turns } turn and no declaration: a dead deal.
   *[other] { $turns } turns and no declaration: a dead deal.
}
result-dead-turns-text = A deal ends after { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
} in all. Nobody declared, so nobody wins this deal and nobody pays.
result-last-standing-you-title = Everyone else is out.
result-last-standing-you-text = You win this deal: every other seat dropped or declared a hand that was not complete.
result-last-standing-title = { $name } is the last one in.
result-last-standing-text = { $name } wins this deal: every other seat dropped or declared a hand that was not complete.
result-you-declared-title = Every card, in its place.
result-you-declared-text = You declared a complete hand.
result-declared-title = { $pronoun ->
    [her] { $name } has found her hand.
    [his] { $name } has found his hand.
   *[their] { $name } has found their hand.
}
result-declared-text = { $pronoun ->
    [her] { $name } declared; her groups are shown.
    [his] { $name } declared; his groups are shown.
   *[their] { $name } declared; their groups are shown.
}

## Why a seat scored what it did.

note-declared = Declared a complete hand.
note-last-one-in = Last one in the deal.
note-dead-deal = A dead deal: nothing to pay.
note-dropped = Dropped: { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
note-declared-wrongly = Declared a hand that was not complete: the full { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
note-every-card-counts-no-pure-run = Every card counts: no pure run.
note-every-card-counts-no-second-run = Every card counts: no second run beside the pure run.
note-loose-count = Only the cards outside groups count.

## A late click after the deal or match is over.

over-deal-next = This deal is over: deal the next one to play on
over-deal-new = This deal is over: start a new shuffled deal
over-match = This match is over
over-match-new = This match is over: start a new match

## What a declaration lacks (the rules' verdict).

verdict-valid = a valid declaration
verdict-a-pure-run = a pure run (three or more cards in sequence with no substitute)
verdict-a-second-run = a second, separate run
verdict-still-needed = Still needed: { $missing }.
verdict-unmatched = { $count ->
    [one] Not every card fits a group: { $cards } is unmatched.
   *[other] Not every card fits a group: { $cards } are unmatched.
}
verdict-just-picked = { $card } was just taken from the discard pile, so it cannot be your final discard this turn.

## The coach's reasons (its hints). $steps: cards from a declaration (0: complete).

reason-declare-now = Declare now: your cards make a complete hand.
reason-declare-throw = Declare now: throw { $card } and your other 13 cards make a complete hand.
reason-drop = Drop now: { $points ->
    [one] { $points } point
   *[other] { $points } points
}; playing on loses about { $loss } on average from here.
# $joins: yes if the card goes with others; $stays: yes if the rest stay as far;
# $points: what the card would count if the deal were lost, 0 when not worth saying.
reason-throw = Throw { $card }: { $joins ->
        [yes] your other cards
       *[no] it goes with none of your cards, and the rest
    } { $stays ->
        [yes] stay
       *[no] are
    } { $steps ->
        [0] complete
        [one] { $steps } card from a declaration
       *[other] { $steps } cards from a declaration
    }{ $points ->
        [0] .
       *[other] ; it would count { $points } points if you lost.
    }
reason-keep = Keep { $card }: { $name } took { $took }.
reason-keep-passed = Keep { $card }: { $name } took { $took } and passed over { $passed }.
reason-take-wild = Take { $card } from the discard pile: it is wild and stands in for any card.
reason-your-cards = your cards
reason-take = Take { $card } from the discard pile: it goes with { $cards }.
reason-take-closer = Take { $card } from the discard pile: it goes with { $cards } and brings your hand to { $steps ->
        [0] complete
        [one] { $steps } card from a declaration
       *[other] { $steps } cards from a declaration
    }.
reason-pass-empty = Draw from the draw pile: the discard pile is empty.
reason-pass-wild = Draw from the draw pile: { $card } is wild, and at this table a wild card stays on the discard pile.
reason-pass-little = Draw from the draw pile: { $card } would help a little, but an unseen card may help more and tells the others nothing.
reason-pass-no-help = Draw from the draw pile: { $card } brings your hand no closer to a declaration.

## The review of a deal.

reviewed-dead-deal = A dead deal: nobody won it. { $summary }
reviewed-no-turns = No turns of yours to review in this deal.
reviewed-summary = { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }: { $good } good, { $inaccuracies ->
        [one] { $inaccuracies } inaccuracy
       *[other] { $inaccuracies } inaccuracies
    }, { $mistakes ->
        [one] { $mistakes } mistake
       *[other] { $mistakes } mistakes
    }, { $blunders ->
        [one] { $blunders } blunder
       *[other] { $blunders } blunders
    }.
reviewed-declaration-cost = The hand was not complete: the declaration cost { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
# $choice: the coach's choice (choice-ing-*).
reviewed-worse = { $points ->
    [one] About { $points } point worse than { $choice }.
   *[other] About { $points } points worse than { $choice }.
}
# A drop the coach did not advise: its price ($points), what the coach's choice was
# expected to lose ($loss) and the margin a drop must save ($margin); or the pool's limit.
reviewed-drop-held = Dropping costs { $points ->
    [one] { $points } point
   *[other] { $points } points
} and playing on was expected to lose about { $loss }, but that is only an estimate: the coach drops when dropping saves { $margin ->
    [one] { $margin } point
   *[other] { $margin } points
} or more.
reviewed-drop-out = Dropping costs { $points ->
    [one] { $points } point
   *[other] { $points } points
} and puts you out of the pool (your total reaches { $total }; the limit is { $limit }), while playing on may keep you in.
reviewed-coach-agrees = The coach agrees.
reviewed-as-good = Not the coach's choice, but as good.
# The coach's choices over a turn's steps: "take 5♥ from the discard pile; with your cards, throw K♦".
reviewed-coach-then = { $first }; with your cards, { $rest }
# What the seat did.
did-drop = dropped ({ $points ->
    [one] { $points } point
   *[other] { $points } points
})
did-draw-stock = drew { $card } from the draw pile
did-take = took { $card } from the discard pile
did-declare-throwing = declared, throwing { $card }
did-declare-13 = declared 13 cards without drawing
did-throw = threw { $card }
# A choice, as advice ("throw K♦") and as compared ("throwing K♦").
choice-take = take { $card } from the discard pile
choice-draw = draw from the draw pile
choice-drop = drop
choice-throw = throw { $card }
choice-declare = declare
choice-ing-take = taking { $card } from the discard pile
choice-ing-draw = drawing from the draw pile
choice-ing-drop = dropping
choice-ing-throw = throwing { $card }
choice-ing-declare = declaring


## A deal played on from a turn of its review (play on from here).

# How a deal ended, from your seat ($how: declared, or last: everyone else dropped or
# declared a hand that was not complete).
ending-you-won = { $how ->
    [declared] You declared and won.
   *[other] Everyone else was out: you won.
}
ending-lost = { $how ->
    [declared] { $name } declared
   *[other] { $name } was the last one in
}: you paid { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
ending-other-won = { $how ->
    [declared] { $name } declared.
   *[other] { $name } was the last one in.
}
ending-dropped = You dropped for { $points ->
    [one] { $points } point
   *[other] { $points } points
}; { $name } won.
ending-invalid = You declared a hand that was not complete: { $points ->
    [one] { $points } point
   *[other] { $points } points
}; { $name } won.
ending-dead = A dead deal: nobody won.

## Refusals: what a reply's error says. $value is the bad value as the request had it.

refusal-card-not-in-hand = That card is not in your hand
refusal-deal-over = This deal is over
refusal-out-of-deal = You are out of this deal
refusal-not-your-turn = It is { $name }'s turn
refusal-wait-turn = Wait for your turn: it is { $name }'s turn
refusal-drawn-already = You have drawn already: now discard a card
refusal-draw-first = Draw a card first
refusal-stock-empty = The draw pile is empty
refusal-discard-empty = The discard pile is empty
refusal-wild-pickup = { $card } is wild: at this table a wild card cannot be taken from the discard pile
refusal-no-drops = There are no drops at this table
refusal-drop-after-draw = Drop before you draw, not after
refusal-just-picked = { $card } was just taken from the discard pile: it cannot go back on the same turn
refusal-declare-13 = With 13 cards, declare without a discard
refusal-final-discard-first = Choose your final discard first: with 14 cards, a declaration throws one.
refusal-select-card = Select a card first
refusal-match-over = The match is over
refusal-deal-not-over = This deal is still being played
refusal-no-deal-yet = No deal yet: start a new game first
refusal-not-bot-turn = It is not a bot's turn
refusal-no-hints = There are no hints in partner play
refusal-no-clock = This table has no turn clock
refusal-auto-drop-own-turn = It is your turn: drop now if you wish
refusal-auto-drop-drawn = You have drawn already: no drop after a draw
refusal-review-not-over = A deal can be reviewed once it is over
refusal-review-deal = Deal { $value } is not over, or there is no such deal
refusal-served-match = This match was made on the server
refusal-new-served = A new match is made on the server
refusal-resume-served = A match made on the server is resumed there
refusal-review-kept-served = A kept match is reviewed on your own device
refusal-branch-served = A deal is played on from a turn on your own device
refusal-branch-turn-number = Turn is a turn's number, from 1, not { $value }
refusal-branch-turn = { $turns ->
    [0] Deal { $deal } has no turns of yours to play again
    [one] Deal { $deal } has one turn of yours, not { $value }
   *[other] Deal { $deal } has { $turns } turns of yours, not { $value }
}
refusal-no-branch = No deal is being played on: try a turn of a review again first
refusal-branch-request = A deal played on answers { $requests }, not { $value }
refusal-branch-over = This deal played on is over: see how it ended, or try the turn again
refusal-practice-not-kept = A practice deal is not kept
refusal-kept-over = The kept match is over
refusal-kept-replay = The kept match does not replay: { $reason }
refusal-position-object = A position is an object, not { $value }
refusal-position-moves = A position's moves are words in a string, not { $value }
refusal-position-replay = The position does not replay: { $value }
refusal-position-seat = Seat { $value } is not to play at this position
refusal-position-drawn = A position's draw is from "stock" or "discard", not { $value }
refusal-puzzle-served = Puzzles are played on your own device
refusal-puzzle-what = A puzzle opens at a position, or at a turn of a kept match (its match, deal, seat, turn and step)
refusal-puzzle-step = A turn's step is "draw" or "discard", not { $value }
refusal-puzzle-no-draw = Turn { $turn } of deal { $deal } opened without a draw: there is no throw after it to ask about
refusal-no-puzzle = No puzzle is open: open one first
refusal-puzzle-request = A puzzle takes one step: { $requests }, not { $value }
refusal-puzzle-answered = This puzzle is answered: open another to try again
refusal-review-kept-replay = This kept match does not replay: { $reason }
refusal-kept-unreadable = This kept match cannot be read: { $reason }
refusal-kept-deal = This kept match has no deal { $value } that is over
refusal-kept-no-deal = This kept match has no deal that is over
refusal-kept-options = The kept match's options are a JSON object
refusal-kept-export = Match is a match's export (a JSON object), not { $value }
refusal-seats-bots = At this table every seat but yours is a bot
refusal-first-seat = The first seat is yours, not a bot's
# A seat's refusal: its number, then why ($reason, a refusal).
refusal-seat = Seat { $seat }: { $reason }
refusal-name-length = A name has 1 to { $most } characters
refusal-name-control = A name has no control characters
refusal-no-bot = No bot called { $value } ({ $bots })

## Refusals a program meets (a request of the wrong shape), not a player.

refusal-request-object = A request is a JSON object
refusal-request-id = A request id is an integer
refusal-request-args = Args is a JSON object
refusal-request-type = Unknown request type: { $value }
refusal-json = The request is not valid JSON: { $reason }
# $reason: the rules' own words, for developers.
refusal-rules = { $reason }
refusal-seed = A seed is a whole number from 1 to { $most }, not { $value }
refusal-players = Players is a whole number from 2 to 6, not { $value }
refusal-clock = Clock is null or {"{"}"turn": S{"}"} with S one of { $turns }, not { $value }
refusal-auto-drop-on = On is true or false, not { $value }
refusal-deal-number = Deal is a deal's number, not { $value }
refusal-draw-source = Draw from 'stock' or 'discard', not { $value }
refusal-card-id = A card is given by its id, not { $value }
refusal-card-twice = A card is named twice
refusal-cards-list = Cards is a list of card ids
refusal-tray = Trays are numbered 1 to 4, not { $value }
refusal-tray-place = A place in a tray is a number from 0 to 14, not { $value }
refusal-no-seat = No seat { $value } at this table
refusal-no-seat-match = No seat { $value } at this match
refusal-seats = Seats is a list of seats, not { $value }
refusal-seat-shape = Seat { $seat } is an object with a name and a bot, not { $value }
refusal-seat-key = Seat { $seat } has no { $value }
refusal-seat-bot = Seat { $seat }: a bot's seat is named by the bot registry (indian_rummy.bots), not { $value }
refusal-match-object = A match is a JSON object
refusal-match-log = A match's log is a list
refusal-log-record = A log record is a JSON object
refusal-log-action = Unknown action in log: { $value }
refusal-log-deal = A log record of deal { $value } came during deal { $deal }
refusal-log-replay = Log record { $record } does not replay: { $field } { $value }, not { $expected }
refusal-no-decision = No decision { $value }

## What a player calls the tables and the match formats (the rules' titles).

table-title-practice = Practice
table-title-twine = Two-player
table-title-classic = Classic
# A table's name inside a sentence, lower case in English ("a classic table"): $table is
# its key, $title its title (table-title-*) for a table not named here.
table-named = { $table ->
    [practice] practice
    [twine] two-player
    [classic] classic
   *[other] { $title }
}
format-title-deal = One deal
format-title-pool101 = Pool 101
format-title-pool201 = Pool 201
format-title-deals2 = Deals Rummy, 2 deals
format-title-deals3 = Deals Rummy, 3 deals
format-title-deals6 = Deals Rummy, 6 deals

# The name a table gives the player who typed none.
name-you = You
