"""The game's English: every sentence a view carries, apart from the rules' refusals.

Statuses ("YOUR TURN · DRAW"), what a seat did on its turn, what Arrange found,
the guided deal's prompts, a deal's result and each seat's score note, and the
messages a seat's own requests leave. The view (``view.py``) and the session
(``session.py``) hold no sentence of their own; a translation would start here.
"""

try:  # a name for annotations only; MicroPython has no collections.abc
    from collections.abc import Callable  # noqa: F401
except ImportError:
    pass

from ..bots import pronoun
from ..engine.cards import JOKER, RANK_PLURALS, Card, format_cards
from ..engine.deal import (
    DECLARED,
    DECLARED_WRONGLY,
    DRAW,
    DROPPED,
    LAST_STANDING,
    WON,
    Deal,
    IllegalAction,
    SeatResult,
)
from ..engine.groups import PURE_RUN, RUN, kind_of
from ..engine.match import Match
from ..engine.solver import (
    MISSING_PURE_RUN,
    MISSING_SECOND_RUN,
    Arrangement,
    Verdict,
    arrange,
)

TITLE_PLAYER_WINS = "Every card, in its place."
TITLE_DRAW = "The draw pile is empty: no winner."


def arranged_message(suggestion: Arrangement, scored: bool = True) -> str:
    """What Arrange found: a complete hand, or what is missing and what stays loose (and,
    where the table keeps points, what the hand counts as it stands)."""
    discard = suggestion.discard
    if suggestion.complete:
        if discard is not None:
            return "Complete: discard %s and declare." % discard.label()
        return "Complete: declare your hand."
    kinds = [g.kind for g in suggestion.groups]
    missing = []
    runs = kinds.count(PURE_RUN) + kinds.count(RUN)
    if PURE_RUN not in kinds:
        missing.append("a pure run")
        runs += 1  # the pure run still to find is one of the two
    if runs < 2:
        missing.append("a second run")
    loose = len(suggestion.loose)
    text = "Still missing: %s." % " and ".join(missing) if missing else "Both runs are there."
    counts = "the hand counts %d points" % suggestion.points
    if loose:
        text += " %d %s loose%s." % (loose, "card is" if loose == 1 else "cards are",
                                     "; as it stands " + counts if scored else "")
    elif scored:
        text += " As it stands %s." % counts
    if discard is not None:
        text += " Suggested discard: %s." % discard.label()
    return text


def guided_step(deal: Deal, seat: int) -> str:
    """The guided deal's prompt for its discard step: the move that completes it."""
    suggestion = arrange(deal.hand_of(seat), deal.wild_rank, deal.picked)
    if not suggestion.complete or suggestion.discard is None:
        return "Press Arrange for me to see your groups."
    drawn = deal.find_card(seat, deal.drawn) if deal.drawn is not None else None
    trays = deal.hands[seat]
    discard = suggestion.discard
    for tray in trays:
        # Where the table placed the drawn card may already make a group (2♥ before
        # 3♥ 4♥ 5♥): then it stays, whatever group the solver put it in.
        if drawn in tray and kind_of([c for c in tray if c != discard], deal.wild_rank):
            drawn = None
    for group in suggestion.groups:
        if drawn is None or drawn not in group.cards:
            continue
        # The tray that already holds most of the drawn card's group.
        counts = [len([c for c in tray if c in group.cards and c is not drawn])
                  for tray in trays]
        best = counts.index(max(counts))
        if drawn not in trays[best]:
            return "Move %s to tray %d (select it, then → %d), or press Arrange for me." % (
                drawn.label(), best + 1, best + 1)
    return "Now select %s and press Discard & declare." % discard.label()


def sentence(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def status(match: Match, seat: int) -> str:
    deal = match.deal
    result = deal.result
    if result is not None:
        if match.over and not match.format.single():
            if match.winner == seat:
                return "YOU WIN THE MATCH"
            return "%s WINS THE MATCH" % upper_name(match, match.winner)
        if result.winner is None:
            return "NO WINNER · DRAW PILE EMPTY"
        if result.winner == seat:
            return "YOU WIN"
        return "%s WINS" % upper_name(match, result.winner)
    if deal.states[seat] == DROPPED:
        return "YOU DROPPED · %s'S TURN" % upper_name(match, deal.turn)
    if deal.states[seat] == DECLARED_WRONGLY:
        return "OUT OF THIS DEAL · %s'S TURN" % upper_name(match, deal.turn)
    if deal.turn != seat:
        return "%s'S TURN" % upper_name(match, deal.turn)
    return "YOUR TURN · DRAW" if deal.phase == DRAW else "YOUR TURN · DISCARD"


def stage(match: Match) -> str:
    """Where a match of several deals stands: "Deal 2 of 3", "Tie-break deal 1" (Deals
    Rummy), "Deal 4" (a pool); "" for a single deal."""
    deals = match.format.deals
    if not deals:
        return "Deal %d" % match.number if match.format.is_pool() else ""
    if match.number > deals:
        return "Tie-break deal %d" % (match.number - deals)
    return "Deal %d of %d" % (match.number, deals)


def upper_name(match: Match, seat: "int | None") -> str:
    if seat is None:
        return "NOBODY"
    # ASCII letters only: MicroPython's upper() leaves every other letter as it is.
    return "".join([chr(ord(c) - 32) if "a" <= c <= "z" else c
                    for c in match.seats[seat].name])


def wild_text(deal: Deal) -> str:
    plural = RANK_PLURALS[deal.wild_rank - 1]
    if deal.indicator.rank == JOKER:
        return "%s are wild (the indicator is a printed joker)" % plural
    return "%s are wild" % plural


def _last_turn(deal: Deal, s: int) -> tuple:
    """The draw and the ending record (discard, declare or drop) of seat ``s``'s latest turn."""
    start = None
    end = None
    for k in range(len(deal.log) - 1, -1, -1):
        record = deal.log[k]
        if record["who"] != s:
            continue
        action = record["action"]
        if action in ("discard", "declare", "drop") and end is None and start is None:
            end = record
            if action == "drop":
                break
        elif action == "draw":
            start = record
            break
    return start, end


def last_move(deal: Deal, s: int) -> str:
    """What seat ``s`` did on its latest turn of this deal, in words ("" before it plays)."""
    name = deal.names[s]
    start, end = _last_turn(deal, s)
    if end is not None and end["action"] == "drop":
        return "%s dropped (%d points)." % (name, end["points"])
    if start is None:
        if end is not None and end["action"] == "declare":
            return _declared(name, end, "%s declared" % name)
        return ""
    if start["source"] == "stock":
        opening = "%s drew from the draw pile" % name
    else:
        opening = "%s took %s from the discard pile" % (name, Card(start["card"]).label())
    if end is None:
        return opening + "."
    if end["action"] == "declare":
        return _declared(name, end, opening + " and declared")
    return opening + " and discarded %s." % Card(end["card"]).label()


def brief_move(deal: Deal, s: int) -> str:
    """The same turn in a few words, for a seat's narrow box ("took 5♦ · threw K♣")."""
    start, end = _last_turn(deal, s)
    return sentence(" · ".join(turn_words(start, end, brief=True)))


def turn_words(start: "dict | None", end: "dict | None", brief: bool = False) -> list:
    """The words of one turn told by its records: its draw, then how it ended; ``brief``
    for a narrow box, where the points of a drop stand alone.

    >>> turn_words({"source": "discard", "card": 7}, {"action": "discard", "card": 30})
    ['took 8♠', 'threw 5♦']
    >>> turn_words(None, {"action": "drop", "points": 20}, brief=True)
    ['dropped (20)']
    """
    words = []
    if start is not None:
        words.append("drew" if start["source"] == "stock"
                     else "took %s" % Card(start["card"]).label())
    if end is not None:
        action = end["action"]
        if action == "drop":
            words.append(("dropped (%d)" if brief else "dropped (%d points)") % end["points"])
        elif action == "discard":
            words.append("threw %s" % Card(end["card"]).label())
        elif end.get("valid") is False:
            words.append(("wrong declaration (%d)" if brief else
                          "declared a hand that was not complete (%d points)") % end["points"])
        else:
            words.append("declared")
    return words


def _declared(name: str, record: dict, text: str) -> str:
    if record.get("valid") is False:
        return text + " a hand that was not complete (%d points), and is out of this deal." % (
            record["points"])
    return text + "."


def drop_reason(deal: Deal, seat: int) -> "str | None":
    """Why ``seat`` cannot drop now, in words (None when it can)."""
    try:
        deal.verify_drop(seat)
    except IllegalAction as error:
        return sentence(error.message) + "."
    return None


def result_words(match: Match, seat: int) -> tuple:
    """The (title, text) of the deal's result, as ``seat`` reads it."""
    result = match.deal.result
    assert result is not None
    winner = result.winner
    if winner is None:
        return TITLE_DRAW, ("The draw pile ran out before anyone declared, so nobody wins "
                            "this deal.")
    if result.how == LAST_STANDING:
        who = "You win" if winner == seat else "%s wins" % match.seats[winner].name
        title = "Everyone else is out." if winner == seat else (
            "%s is the last one in." % match.seats[winner].name)
        return title, ("%s this deal: every other seat dropped or declared a hand that was "
                       "not complete." % who)
    if winner == seat:
        return TITLE_PLAYER_WINS, "You declared a complete hand."
    name = match.seats[winner].name
    their = pronoun(match, winner)
    return "%s has found %s hand." % (name, their), "%s declared; %s groups are shown." % (
        name, their)


def score_note(match: Match, row: SeatResult) -> str:
    """Why a seat scored what it did, in a line."""
    score = row.score
    if row.outcome == WON:
        result = match.deal.result
        return ("Declared a complete hand." if result is not None and result.how == DECLARED
                else "Last one in the deal.")
    if row.outcome == DROPPED:
        return "Dropped: %d points." % score.points
    if row.outcome == DECLARED_WRONGLY:
        return "Declared a hand that was not complete: the full %d points." % score.points
    if score.all_counted:
        return "Every card counts: %s." % score.why
    return "Only the cards outside groups count."


# -- what a seat's own requests leave it ------------------------------------------------


def drew(card: Card, source: object) -> str:
    if source == "stock":
        return "You drew %s from the draw pile." % card.label()
    return "You took %s from the discard pile; it stays in your hand this turn." % card.label()


def discarded(card: Card) -> str:
    return "You discarded %s." % card.label()


def dropped(points: int) -> str:
    return "You dropped out of this deal for %d points." % points


def auto_drop_set(points: int) -> str:
    return "Auto-drop is set: you drop when your turn comes, for %d points." % points


def auto_dropped(points: int) -> str:
    return "Your turn came and you dropped, as you asked, for %d points." % points


def clock_move(deal: Deal, s: int, you: bool, clocked: "Callable[[dict], bool]") -> str:
    """Seat ``s``'s latest turn in words if the clock played it (``clocked(record)``
    says which records it played), told to the seat itself (``you``) or to the
    others; "" if the seat played it.

    >>> from ..engine.deal import Deal
    >>> deal = Deal.shuffled_deal(3, players=2, names=["Asha", "Ravi"])
    >>> _ = deal.draw(0, "stock"); _ = deal.discard(0, deal.drawn)
    >>> clock_move(deal, 0, False, lambda record: True)
    'Time ran out for Asha: the clock drew from the stock and threw 2♠.'
    >>> clock_move(deal, 0, True, lambda record: record["action"] == "discard")
    'Your time ran out: the clock threw 2♠ for you.'
    >>> clock_move(deal, 0, True, lambda record: False)
    ''
    """
    start, end = _last_turn(deal, s)
    if end is None or not clocked(end):
        return ""
    name = deal.names[s]
    if end["action"] == "drop":
        if you:
            return "Your time ran out a third turn in a row: the clock dropped you (%d " \
                "points)." % end["points"]
        return "Time ran out for %s a third turn in a row: the clock dropped them (%d " \
            "points)." % (name, end["points"])
    card = Card(end["card"]).label()
    if start is None or not clocked(start):
        if you:
            return "Your time ran out: the clock threw %s for you." % card
        return "Time ran out for %s: the clock threw %s." % (name, card)
    drew = "drew from the stock" if start["source"] == "stock" else (
        "took %s from the discard pile" % Card(start["card"]).label())
    if you:
        return "The clock played for you: %s and threw %s." % (drew, card)
    return "Time ran out for %s: the clock %s and threw %s." % (name, drew, card)


def confirm_declaration(verdict: Verdict, points: int) -> str:
    """What declaring an incomplete hand would cost, asked before it is taken."""
    missing = []
    if MISSING_PURE_RUN in verdict.missing:
        missing.append("no pure run")
    if MISSING_SECOND_RUN in verdict.missing:
        missing.append("no second run")
    loose = verdict.unmatched
    if loose:
        # A long list of cards reads worse than their count.
        missing.append("%s unmatched" % (format_cards(loose) if len(loose) <= 3 else
                                         "%d cards" % len(loose)))
    return ("This hand is not complete: %s. Declaring now costs %d points and ends your "
            "deal." % (", ".join(missing) or "not every card is in a group", points))


def declared_wrongly(points: int) -> str:
    return ("That hand was not complete: the declaration costs %d points and you are out of "
            "this deal." % points)


GUIDED_START = ("Guided first deal: tens are wild. Try Declare hand, then draw from the draw "
                "pile.")


def shuffled_start(seed: int) -> str:
    return "A new shuffled deal from seed %d." % seed


def resumed(match: Match) -> str:
    """A kept match back on the table (after a reload, say)."""
    return "Back where you were: deal %d of this match." % match.number


def over_message(match: Match, local: bool) -> str:
    """What a late click is told: the deal is over, and what can come next."""
    if not match.over:
        return "this deal is over: deal the next one to play on"
    if not local:
        return "this match is over"
    if not match.rules.scored():
        return "this deal is over: start a new shuffled deal"
    return "this match is over: start a new match"
