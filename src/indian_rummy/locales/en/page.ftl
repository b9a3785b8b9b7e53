# The table page's own words (web/index.html and its modules): the page, the hand,
# the piles, the buttons, the chooser, Drop, the scores, the discards, the turn
# clock, install and offline, the engine's troubles. What the engine's views say
# is in table.ftl.

## The page

page-title = Indian Rummy practice table
# A scored table's page title: $table is its words beside the brand ("pool 101 table · Pool 101").
page-title-scored = Indian Rummy { $table }
page-description =
    .content = Learn and play 13-card Indian Rummy free in the browser: practise against Mira, play scored tables against bots with a coach beside you, or play with friends. Your matches and games stay on this device; it works offline after the first visit.
brand-name = Indian Rummy
brand-practice = practice table
# $table is the table's key (table-named), $format the match's title ("Pool 101").
brand-scored-table = { table-named } table · { $format }
page-game = Game
page-status-setting-up = Setting up the table…
page-seed = Seed { $seed }
page-seed-none = Seed —
# A served table shows its deal's number in place of the seed.
page-deal-number = Deal { $deal }
guided-title = GUIDED FIRST DEAL
guided-text = A set-up hand for learning the controls. Press “{ game-new-deal }” for ordinary play.

## Lists of names and values

# "5, 10 or 20": $items are the values but the last, joined by page-list-comma.
page-list-or = { $items } or { $last }
page-list-comma = {", "}
page-list-or-between = {" or "}

## Seats

seat-ready = { $name } is ready.
seat-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
seat-points = { $points ->
    [one] { $points } pt
   *[other] { $points } pts
}
seat-chips = { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
}
# A seat's tag while it plays; $gender is the seat's (a language's verb may agree with it).
seat-playing-now = Playing now
seat-plays-next = Plays next
seat-dealer = Dealer
seat-dropped = Dropped
seat-out-of-deal = Out of this deal
seat-out-of-match = Out of the match
seat-not-played-full = Has not played yet.
seat-not-played-brief = Not played yet
# $format is the match's ("Pool 101").
seats-title = { $format } · { $count ->
    [one] { $count } seat
   *[other] { $count } seats
}
seats-your-total = Your total: { $total } of { $limit }
seats-your-chips = Your { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
}
seats-you-next = You play next

## The piles

piles =
    .aria-label = Piles and wild card
pile-stock =
    .aria-label = Draw pile
pile-stock-title = DRAW PILE
pile-stock-name = Draw pile, { $count ->
    [one] { $count } card
   *[other] { $count } cards
} left
pile-discard =
    .aria-label = Discard pile
pile-discard-title = DISCARD PILE
pile-discard-name = Discard pile, { $count ->
    [one] { $count } card
   *[other] { $count } cards
}, top card { $card }
pile-discard-empty = Discard pile, empty
pile-wild-title = WILD
pile-indicator-not-dealt =
    .aria-label = Wild indicator not dealt yet
# $card is the indicator in words, $wild what is wild ("Tens are wild").
pile-indicator-name = Wild indicator: { $card }. { $wild }
pile-indicator-empty = Wild indicator

## The hand

hand-title = Your hand
hand-count = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
hand-selected = { $count } selected
hand-distance-complete = complete: ready to declare
hand-distance = { $count ->
    [one] { $count } card from a declaration
   *[other] { $count } cards from a declaration
}
# $distance is hand-distance or hand-distance-complete.
hand-distance-news = Your hand is { $distance }.
hand-tray =
    .aria-label = Tray { $tray }
# What a tray's or a group's cards are, by the view's kind (none: not a group yet); each
# kind is its own message, for the guide to name it.
group-pure-run = Pure run
group-run = Run
group-set = Set
group-none = Keep arranging
group-kind = { $kind ->
    [pure_run] { group-pure-run }
    [run] { group-run }
    [set] { group-set }
   *[none] { group-none }
}
# $label is what the engine calls the tray's cards ("Pure run").
hand-tray-name = Tray { $tray }: { $label }, { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
hand-tray-name-valid = Tray { $tray }: { $label }, valid group, { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
# The tag on a card just drawn.
hand-card-new-tag = NEW
# $card is the card's name (card-name).
hand-card-picked = { $card }, taken from the discard pile
hand-card-drawn = { $card }, new, just drawn
hand-card-hinted = { $card }, the hint's card

## The buttons

move-bar =
    .aria-label = Move the selected cards
move-to-tray = → { $tray }
    .aria-label = Move to tray { $tray }
action-group = Group
action-sort = Sort
action-discard = Discard selected
action-declare = Declare hand
action-discard-declare = Discard & declare
action-arrange = Arrange for me
action-hint = Hint
game-bar =
    .aria-label = Game
game-new-deal = New shuffled deal
game-new-match = New match
game-guide = Full guide
game-print-guide = Print guide
game-install = Install game
coach-hint = Hint: { $hint }
result-review = Review this deal
result-reviewing = Reviewing the deal…
result-reviewing-turn = Reviewing turn { $turn } of { $turns }…

## What the step asks for (the line under the buttons)

step-next-player = the next player
step-lost = Press “{ game-new-deal }” to start again with a fresh engine.
step-bot-playing = { $name } is playing…
step-waiting = Waiting for { $name } to play.
step-over-next-deal = This deal is over: “{ scores-next-deal }” starts the next one.
# $again is the new deal button's words.
step-over-again = This deal is over: press “{ $again }” to play again.
step-over = This deal is over.
step-draw-keys = Draw a card: the draw pile (key D) or the discard pile.
step-draw = Draw a card: the draw pile or the discard pile.
step-several-selected = { $count ->
    [one] { $count } card selected
   *[other] { $count } cards selected
}: → 1…4 or “{ action-group }” moves them. Select just one to discard.
step-select-discard = Select a card to discard: that enables “{ action-discard }” and “{ action-discard-declare }”.
step-picked-back = You just took that card from the discard pile: it cannot go back this turn. Select another to discard.
step-discard-incomplete = “{ action-discard }” ends your turn. Your hand is not complete yet: declaring now costs points.
step-discard = “{ action-discard }” ends your turn; “{ action-discard-declare }” shows your hand.
notice-bot-playing = { $name } is playing… your turn comes next.
error-move-not-possible = That move is not possible now.

## The keys line

keys = Keys:
keys-draw = <kbd>D</kbd> draws from the draw pile,
keys-throw = <kbd>T</kbd> throws the selected card,
keys-declare = <kbd>E</kbd> declares,
keys-arrange = <kbd>A</kbd> arranges your hand,
keys-hint = <kbd>H</kbd> gives a hint,
keys-drop = <kbd>X</kbd> drops,
keys-cards = arrow keys move between cards, <kbd>Enter</kbd> selects one, <kbd>Space</kbd> picks it up to move it (arrow keys, then <kbd>Space</kbd> to drop it in place, <kbd>Escape</kbd> to cancel).

## Moving cards by keys (read out)

drag-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
# $what is drag-cards or a card's name, $place one of drag-place-*.
drag-picked-up = Picked up { $what }. { $place } Arrow keys move, Space drops, Escape cancels.
drag-place-empty = Tray { $tray }, empty.
drag-place-start = Tray { $tray }, at the start, before { $card }.
drag-place-end = Tray { $tray }, at the end, after { $card }.
drag-place-between = Tray { $tray }, between { $before } and { $after }.
drag-cancelled = Cancelled: the cards stay where they were.
drag-dropped-card = Dropped the card in tray { $tray }.
drag-dropped-cards = { $count ->
    [one] Dropped { $count } card in tray { $tray }.
   *[other] Dropped { $count } cards in tray { $tray }.
}

## Questions before a step that cannot be undone

confirm-keep-playing = Keep playing
confirm-declare-title = Declare this hand?
confirm-declare-anyway = Declare anyway
confirm-new-match-title = Leave this match?
# $where is the match ("Pool 101", or confirm-new-match-where: the format, then the
# stage in the sentence's own words, by its message's id: $stage, $deal, $deals).
confirm-new-match-text = The match in progress ({ $where }) ends here and its scores are lost. A new match starts from the first deal.
confirm-new-match-where = { $format }, { $stage ->
    [stage-deal] deal { $deal }
    [stage-deal-of] deal { $deal } of { $deals }
   *[stage-tie-break] tie-break deal { $deal }
}
confirm-new-match = Start a new match

## Drop

# The Drop button: its name, and with the price of a drop now.
drop = Drop
drop-for = { drop } · { $cost ->
    [one] { $cost } point
   *[other] { $cost } points
}
drop-why = Leave this deal now for { $cost ->
    [one] { $cost } point
   *[other] { $cost } points
}.
drop-why-keys = Leave this deal now for { $cost ->
    [one] { $cost } point
   *[other] { $cost } points
} (key X).
drop-confirm-title = Drop out of this deal?
drop-confirm = Drop for { $cost ->
    [one] { $cost } point
   *[other] { $cost } points
}
drop-costs = It costs { $cost ->
    [one] { $cost } point
   *[other] { $cost } points
}.
drop-costs-out = It costs { $cost ->
    [one] { $cost } point
   *[other] { $cost } points
}: with your { $total }, that makes { $after } of { $limit }, which puts you out of the pool.
# $costs is drop-costs or drop-costs-out.
drop-ends-deal = { $costs } The deal ends with it: { $winner } wins it.
drop-other-seat = the other seat
drop-sit-out = { $costs } You sit out the rest of this deal and the others play it on.
drop-auto = Drop when my turn comes
drop-auto-cost = For { $cost ->
    [one] { $cost } point
   *[other] { $cost } points
}.
drop-auto-cost-out = For { $cost ->
    [one] { $cost } point
   *[other] { $cost } points
}, which puts you out of the pool.

## The scores after a deal

scores-title = Points this deal
scores-history = Deal by deal
scores-history-region =
    .aria-label = Deal by deal
scores-next-deal = Next deal
score-won = Won the deal
score-lost = Lost
score-dropped = Dropped
score-invalid = Wrong declaration
score-dead = Dead deal
score-winner = Winner
score-sits-out = Sits out
score-out = Out
score-in = In
# A place in a Deals Rummy match: $form is the ordinal's CLDR category.
score-place = { $form ->
    [one] { $place }st
    [two] { $place }nd
    [few] { $place }rd
   *[other] { $place }th
}
score-loose = Loose ({ $count })
score-cards = Cards
# The button's name for screen readers: score-cards and whose they are.
score-cards-of = Cards of { $name }
scorecard-pool = { $format }: out at { $limit ->
    [one] { $limit } point
   *[other] { $limit } points
}
scorecard-chips = { $format }: { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
} each to start
scorecard-seat = Seat
scorecard-this-deal = This deal
scorecard-chips-head = Chips
scorecard-total = Total
scorecard-points = Points
scorecard-place = Place
scorecard-status = Status
scorecard-hand = Hand
standings-deal = Deal { $deal }
standings-caption = { $format }: points deal by deal
match-you-win = You win the { $format } match.
match-winner = { $name } wins the { $format } match.

## What was thrown

discards-button = Discards
# A seat's Discards button's name, its visible words inside it: "Mira's Discards 3".
discards-of = { $name }'s { discards-button } { $count }
discards-of-yours = Your { discards-button } { $count }
discards-title = What was thrown
discards-about = Each seat's discards this deal, first thrown first. A card a seat took from the discard pile says who took it.
discards-close = Close
discards-none = Nothing thrown yet.
discards-thrown = { $count ->
    [one] { $count } card thrown
   *[other] { $count } cards thrown
}
discards-taken-by = taken by { $name }
discards-taken-by-you = taken by you
discards-taken-by-another = taken by another seat
discards-first-open-card = the first open card, { $taken }

## Choosing a table

chooser-open = Choose a table
chooser-title = Choose a table
chooser-table = Table
chooser-format = Format
chooser-players-field = Players
chooser-opponents = Opponents
chooser-clock = Turn clock
chooser-sit-down = Sit down
chooser-cancel = Cancel
chooser-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
chooser-players-range = { $low } to { $high } players
chooser-deals-rummy = Deals Rummy ({ $deals ->
    [one] { $deals } deal
   *[other] { $deals } deals
})
chooser-drops = drops { $costs }
chooser-no-drops = no points, no drops
chooser-no-wild-pickup = no wild card from the discard pile
chooser-full-count = a wrong declaration costs the full count
chooser-bots-in-turn = { $bots } in turn
chooser-seats-in-turn = You take the first seat; { $bots } take the others in turn.
chooser-seats-one-bot = You take the first seat; { $bot } takes every other seat.
chooser-clock-off = Off
chooser-clock-seconds = { $seconds } s a turn, { $reserve } s reserve
# Under the clock's choice: the reserve said before the first turn spends it.
chooser-clock-about = Each turn has { $seconds } s. A turn that takes longer spends the reserve, { $reserve } s for the whole match; when both run out, the table plays the turn for you.
# The button that takes up a kept match: its name, then the match ($match is keeping-match-title).
chooser-continue-name = Continue
chooser-continue = { chooser-continue-name } { $match }
chooser-replaces = “{ chooser-sit-down }” starts a new match in place of your { $match }.

## What the address asks for, when it cannot be

address-bad-seed = The seed “{ $asked }” in the address is not a whole number from 1 to { $most }, so this table uses seed { $seed }, taken from the clock.
address-seed-refused = The engine refused seed { $seed }, so this table uses seed { $clock }, taken from the clock.
# $tables are the tables' names in the address; $table the key of the one dealt and $title
# its title (table-named).
address-no-table = There is no “{ $asked }” table (the tables are { $tables }), so this is the { table-named } table.
address-no-format = A { table-named } table plays { $formats }, not “{ $asked }”, so this is { $format }.
address-no-players = A { table-named } table seats { $seats }, not “{ $asked }”, so this table has { $players ->
    [one] { $players } player
   *[other] { $players } players
}.
address-no-bot = There is no bot called “{ $asked }” (the bots are { $bots }), so the table's bots take the seats in turn.
address-no-clock = A turn clock gives { $clocks } seconds a turn, not “{ $asked }”, so this table has none.

## A match kept on this device

keeping-match-title = { $format } against { $bots }, deal { $deal }
keeping-refused = This table plays on, but this device cannot remember it ({ $why }): a reload starts the match afresh.
keeping-unreadable = The match kept on this device for this table could not be read ({ $why }), so a new match starts.
keeping-unknown = The match kept on this device for this table is not one this page can read, so a new match starts.
keeping-not-resumed = The match kept on this device could not be resumed ({ $why }), so a new match starts.
keeping-engine-refused = the engine refused it

## The turn clock

clock-yours = Your time: { $left } s
clock-yours-warning = Your time: { $left } s left! Then the table plays the turn for you.
clock-theirs = { $name }'s time: { $left } s
clock-theirs-warning = { $name }'s time: { $left } s left! Then the table plays the turn for { $name }.
clock-yours-turn = Your time: { $left } s, then { $reserve } s of reserve
clock-theirs-turn = { $name }'s time: { $left } s, then { $reserve } s of reserve
clock-warning = { $left ->
    [one] { $left } second left of your turn.
   *[other] { $left } seconds left of your turn.
}
clock-reserve = Turn clock: { $turn } s a turn, { $reserve } s of reserve left.

## The game engine's troubles

engine-stopped = The game engine stopped
# $reason is one of engine-lost-*.
engine-lost = The game engine stopped working ({ $reason }). Press “{ game-new-deal }” to start again.
engine-lost-silent = it stopped answering
engine-lost-bot = { $name }'s turn never came back
engine-a-bot = a bot
engine-lost-unreadable = its message could not be read
engine-lost-failed = it failed
# $detail is the browser's own words, in English.
engine-lost-failed-because = it failed: { $detail }
engine-fatal-status = The table could not start
# $why is one of the sentences below.
engine-fatal = { $why } Reloading the page may help.
engine-could-not-start = The game engine could not start.
engine-could-not-start-because = The game engine could not start: { $detail }
engine-too-slow = The game engine could not start: it took too long to load.
engine-no-workers = This browser cannot run the game engine (module workers are needed).
engine-sent-unreadable = The game engine sent something unreadable.
engine-versions-differ = This page and its game engine come from different versions (page { $page }, engine { $engine }). Reload the page to get them in step.
engine-move-failed = Something went wrong inside the game engine, so that move was not made. “{ game-new-deal }” starts afresh.
engine-bot-turn-failed = A bot's turn failed: { $detail }
page-partner-joining = Joining the match…
page-partner-needs-network = Partner play needs the network, and this page could not load its part.

## Install and offline

install-use-menu = Use your browser menu to install this game or add it to your home screen.
install-how-ios = To install on iPhone or iPad, open the game in Safari, tap Share, then Add to Home Screen.
install-how-android = To install on Android, open the browser menu (⋮) and choose Install app or Add to Home screen.
install-how-firefox = Firefox on a computer does not install web apps. Open the game in Chrome or Edge and use the browser menu (Install app), or simply bookmark it.
install-how-edge = To install in Edge, open the menu (…) and choose Apps, then Install this site as an app.
install-how-chrome = To install in Chrome, use the install icon at the right of the address bar, or open the menu (⋮) and choose Install app (in some versions under Cast, save and share).
install-how-safari = To install in Safari on a Mac, choose File, then Add to Dock.
install-how-other = To install, look in the browser menu for Install app (Chrome, Edge) or, on a phone, Add to Home Screen (Safari: Share, then Add to Home Screen).
install-installed = Installed. Open the game from your apps or home screen; it also plays offline.
install-already = The game is already running as an installed app.
# $how is one of install-how-*.
install-not-offered = This browser has not offered to install the game here. { $how } The game plays fully in this tab either way.
install-accepted = Installing the game. Once installed it opens from your apps and plays offline.
install-dismissed = Not installed. You can install later with “{ game-install }” or from the browser menu.
install-standalone-link = Open the standalone game in a new tab
install-host-declined = The page around this game did not take the install request. { $how } Or open the standalone game in a new tab, where it can be installed and played offline.
install-host-handles = The site around this game is taking care of installation.
install-asking-host = Asking the page around this game to install it…
