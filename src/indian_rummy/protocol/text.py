"""The game's words: every sentence a view carries, as a *message* to be rendered.

Statuses ("YOUR TURN · DRAW"), what a seat did on its turn, what Arrange found,
the guided deal's prompts, a deal's result and each seat's score note, and the
messages a seat's own requests leave. Each is a message, ``{"id": ..., "args":
{...}}`` (:func:`message`), never a sentence: the sentences are in the catalogs
(``indian_rummy/locales/<language>/table.ftl``), and whoever shows a message
renders it in its reader's language (the page, the server, the command line).
A card in a sentence is its label ("5♥"); a bot's name is its own message
(``bot-mira``), a person's the name as typed. The view (``view.py``) and the
session (``session.py``) hold no sentence of their own.
"""

try:  # a name for annotations only; MicroPython has no collections.abc
    from collections.abc import Callable  # noqa: F401
except ImportError:
    pass

from ..bots import pronoun
from ..engine.cards import JOKER, Card, format_cards, listed, message, sentences
from ..engine.deal import (
    DEAD,
    DECLARED,
    DECLARED_WRONGLY,
    DRAW,
    DROPPED,
    LAST_STANDING,
    TURN_LIMIT,
    WON,
    Deal,
    IllegalAction,
    SeatResult,
)
from ..engine.groups import PURE_RUN, RUN, kind_of
from ..engine.match import Match
from ..engine.scoring import ALL_COUNT_NO_PURE_RUN
from ..engine.solver import (
    MISSING_PURE_RUN,
    MISSING_SECOND_RUN,
    Arrangement,
    Verdict,
    arrange,
)

__all__ = ["message", "listed", "sentences"]


def seat_name(match: Match, seat: int) -> "dict | str":
    """A seat's name in a sentence: a bot's is its message (each language names it), a
    person's the name as typed (:meth:`Deal.named`)."""
    return match.deal.named(seat)


def arranged_message(suggestion: Arrangement, scored: bool = True) -> dict:
    """What Arrange found: a complete hand, or what is missing and what stays loose (and,
    where the table keeps points, what the hand counts as it stands)."""
    discard = suggestion.discard
    if suggestion.complete:
        if discard is not None:
            return message("arranged-complete-discard", card=discard.label())
        return message("arranged-complete")
    kinds = [g.kind for g in suggestion.groups]
    missing = []
    runs = kinds.count(PURE_RUN) + kinds.count(RUN)
    if PURE_RUN not in kinds:
        missing.append(message("arranged-a-pure-run"))
        runs += 1  # the pure run still to find is one of the two
    if runs < 2:
        missing.append(message("arranged-a-second-run"))
    parts = [message("arranged-missing", missing=listed(missing)) if missing
             else message("arranged-both-runs")]
    loose = len(suggestion.loose)
    if loose:
        parts.append(message("arranged-loose-points", count=loose, points=suggestion.points)
                     if scored else message("arranged-loose", count=loose))
    elif scored:
        parts.append(message("arranged-points", points=suggestion.points))
    if discard is not None:
        parts.append(message("arranged-suggested-discard", card=discard.label()))
    return sentences(parts)  # type: ignore[return-value]


def guided_step(deal: Deal, seat: int) -> dict:
    """The guided deal's prompt for its discard step: the move that completes it."""
    suggestion = arrange(deal.hand_of(seat), deal.wild_rank, deal.picked)
    if not suggestion.complete or suggestion.discard is None:
        return message("guided-press-arrange")
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
            return message("guided-move-card", card=drawn.label(), tray=best + 1)
    return message("guided-discard-declare", card=discard.label())


def sentence(text: str) -> str:
    """Words begun with a capital (a rule's own words, for developers: a message's
    catalog writes it as a sentence)."""
    return text[:1].upper() + text[1:] if text else text


def status(match: Match, seat: int) -> dict:
    """The status line, upper case in English ("YOUR TURN · DRAW", "MIRA'S TURN"): the
    catalog writes it so (Fluent has no upper()), and a name in it comes upper case
    (:func:`upper_name`)."""
    deal = match.deal
    result = deal.result
    if result is not None:
        if match.over and not match.format.single():
            if match.winner == seat:
                return message("status-you-win-match")
            return message("status-wins-match", name=upper_name(match, match.winner))
        if result.how == TURN_LIMIT:
            return message("status-dead-deal-turns", turns=match.rules.turn_limit)
        if result.winner is None:
            return message("status-no-winner")
        if result.winner == seat:
            return message("status-you-win")
        return message("status-wins", name=upper_name(match, result.winner))
    if deal.states[seat] == DROPPED:
        return message("status-you-dropped", name=upper_name(match, deal.turn))
    if deal.states[seat] == DECLARED_WRONGLY:
        return message("status-out-of-deal", name=upper_name(match, deal.turn))
    if deal.turn != seat:
        return message("status-turn", name=upper_name(match, deal.turn))
    return message("status-your-turn-draw" if deal.phase == DRAW else "status-your-turn-discard")


def table_title(profile: str) -> dict:
    """What a player calls a table (the rules' ``title`` is its English)."""
    return message("table-title-" + profile)


def format_title(name: str) -> dict:
    """What a player calls a match format (its ``title`` is the English)."""
    return message("format-title-" + name)


def stage(match: Match) -> "dict | str":
    """Where a match of several deals stands: "Deal 2 of 3", "Tie-break deal 1" (Deals
    Rummy), "Deal 4" (a pool); "" for a single deal."""
    deals = match.format.deals
    if not deals:
        return message("stage-deal", deal=match.number) if match.format.is_pool() else ""
    if match.number > deals:
        return message("stage-tie-break", deal=match.number - deals)
    return message("stage-deal-of", deal=match.number, deals=deals)


def upper_name(match: Match, seat: "int | None") -> "dict | str":
    """A seat's name in an upper-case status: a bot's is ``bot-upper`` (its name upper
    case where the language has cases), a person's the name in capitals."""
    if seat is None:
        return message("status-nobody")
    bot = match.seats[seat].bot
    if bot is not None:
        return message("bot-upper", bot=bot)
    # ASCII letters only: MicroPython's upper() leaves every other letter as it is.
    return "".join([chr(ord(c) - 32) if "a" <= c <= "z" else c
                    for c in match.seats[seat].name])


def wild_text(deal: Deal) -> dict:
    if deal.indicator.rank == JOKER:
        return message("wild-rank-joker-indicator", rank=deal.wild_rank)
    return message("wild-rank", rank=deal.wild_rank)


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


def last_move(deal: Deal, s: int, name: "dict | str | None" = None) -> "dict | str":
    """What seat ``s`` did on its latest turn of this deal, in words ("" before it plays);
    ``name`` the seat's (:func:`seat_name`; by default, as the deal has it)."""
    name = deal.names[s] if name is None else name
    start, end = _last_turn(deal, s)
    if end is not None and end["action"] == "drop":
        return message("move-dropped", name=name, points=end["points"])
    if start is None:
        if end is not None and end["action"] == "declare":
            return _declared(name, end, "none")
        return ""
    if start["source"] == "stock":
        draw = "stock"
        card = ""
    else:
        draw = "discard"
        card = Card(start["card"]).label()
    if end is None:
        return message("move-drew", name=name, source=draw, card=card)
    if end["action"] == "declare":
        return _declared(name, end, draw, card)
    return message("move-drew-discarded", name=name, source=draw, card=card,
                   thrown=Card(end["card"]).label())


def _declared(name: "dict | str", record: dict, draw: str, card: str = "") -> dict:
    """A declaration told in a sentence: after which draw (``draw``: "stock", "discard"
    of ``card``, or "none"), and whether the hand was complete."""
    if record.get("valid") is False:
        return message("move-declared-wrongly", name=name, source=draw, card=card,
                       points=record["points"])
    return message("move-declared", name=name, source=draw, card=card)


def brief_move(deal: Deal, s: int) -> "dict | str":
    """The same turn in a few words, for a seat's narrow box ("Took 5♦ · threw K♣")."""
    start, end = _last_turn(deal, s)
    words = turn_words(start, end, brief=True)
    if len(words) < 2:
        return words[0] if words else ""
    return message("brief-move", first=words[0], rest=words[1])


def turn_words(start: "dict | None", end: "dict | None", brief: bool = False) -> list:
    """The words of one turn told by its records, a message each: its draw, then how it
    ended ("took 8♠", "threw 5♦"; join them with :func:`listed`). ``brief`` for a narrow
    box (``brief-*``): the points of a drop stand alone and the first words begin with a
    capital in English (a declaration says whether it comes first).

    >>> turn_words({"source": "discard", "card": 7}, {"action": "discard", "card": 30})
    [{'id': 'turn-took', 'args': {'card': '8♠'}}, {'id': 'turn-threw', 'args': {'card': '5♦'}}]
    >>> turn_words(None, {"action": "drop", "points": 20}, brief=True)
    [{'id': 'brief-dropped', 'args': {'points': 20}}]
    """
    kind = "brief-" if brief else "turn-"
    words = []
    if start is not None:
        words.append(message(kind + "drew") if start["source"] == "stock"
                     else message(kind + "took", card=Card(start["card"]).label()))
    if end is not None:
        action = end["action"]
        first = "no" if words else "yes"
        if action == "drop":
            words.append(message(kind + "dropped", points=end["points"]))
        elif action == "discard":
            words.append(message(kind + "threw", card=Card(end["card"]).label()))
        elif end.get("valid") is False:
            words.append(message(kind + "declared-wrongly", first=first, points=end["points"]))
        else:
            words.append(message(kind + "declared", first=first))
    return words


def drop_reason(deal: Deal, seat: int) -> "dict | None":
    """Why ``seat`` cannot drop now, in words (None when it can)."""
    try:
        deal.verify_drop(seat)
    except IllegalAction as error:
        return message("drop-reason", reason=error.message)
    return None


def result_words(match: Match, seat: int) -> tuple:
    """The (title, text) of the deal's result, as ``seat`` reads it."""
    result = match.deal.result
    assert result is not None
    winner = result.winner
    if result.how == TURN_LIMIT:
        turns = match.rules.turn_limit
        return message("result-dead-turns-title", turns=turns), message(
            "result-dead-turns-text", turns=turns)
    if winner is None and match.rules.stock_rebuilds:
        return message("result-dead-stock-title"), message(
            "result-dead-stock-text", rebuilds=match.rules.stock_rebuilds)
    if winner is None:
        return message("result-draw-title"), message("result-draw-text")
    if result.how == LAST_STANDING:
        if winner == seat:
            return message("result-last-standing-you-title"), message(
                "result-last-standing-you-text")
        name = seat_name(match, winner)
        return message("result-last-standing-title", name=name), message(
            "result-last-standing-text", name=name)
    if winner == seat:
        return message("result-you-declared-title"), message("result-you-declared-text")
    name = seat_name(match, winner)
    their = pronoun(match, winner)
    return (message("result-declared-title", name=name, pronoun=their),
            message("result-declared-text", name=name, pronoun=their))


def score_note(match: Match, row: SeatResult) -> dict:
    """Why a seat scored what it did, in a line."""
    score = row.score
    if row.outcome == WON:
        result = match.deal.result
        return message("note-declared" if result is not None and result.how == DECLARED
                       else "note-last-one-in")
    if row.outcome == DEAD:
        return message("note-dead-deal")
    if row.outcome == DROPPED:
        return message("note-dropped", points=score.points)
    if row.outcome == DECLARED_WRONGLY:
        return message("note-declared-wrongly", points=score.points)
    if score.all_counted:
        return message("note-every-card-counts-no-pure-run" if score.why == ALL_COUNT_NO_PURE_RUN
                       else "note-every-card-counts-no-second-run")
    return message("note-loose-count")


# -- what a seat's own requests leave it ------------------------------------------------


def drew(card: Card, source: object) -> dict:
    if source == "stock":
        return message("drew-stock", card=card.label())
    return message("drew-discard", card=card.label())


def discarded(card: Card) -> dict:
    return message("discarded", card=card.label())


def dropped(points: int) -> dict:
    return message("dropped", points=points)


def auto_drop_set(points: int) -> dict:
    return message("auto-drop-set", points=points)


def auto_dropped(points: int) -> dict:
    return message("auto-dropped", points=points)


def clock_move(deal: Deal, s: int, you: bool, clocked: "Callable[[dict], bool]",
               name: "dict | str | None" = None) -> "dict | str":
    """Seat ``s``'s latest turn in words if the clock played it (``clocked(record)``
    says which records it played), told to the seat itself (``you``) or to the
    others (by ``name``, as in :func:`last_move`); "" if the seat played it.

    >>> from ..engine.deal import Deal
    >>> from ..locales import render
    >>> deal = Deal.shuffled_deal(3, players=2, names=["Asha", "Ravi"])
    >>> _ = deal.draw(0, "stock"); _ = deal.discard(0, deal.drawn)
    >>> render(clock_move(deal, 0, False, lambda record: True))
    'Time ran out for Asha: the clock drew from the stock and threw 2♠.'
    >>> render(clock_move(deal, 0, True, lambda record: record["action"] == "discard"))
    'Your time ran out: the clock threw 2♠ for you.'
    >>> clock_move(deal, 0, True, lambda record: False)
    ''
    """
    start, end = _last_turn(deal, s)
    if end is None or not clocked(end):
        return ""
    name = deal.names[s] if name is None else name
    if end["action"] == "drop":
        if you:
            return message("clock-dropped-you", points=end["points"])
        return message("clock-dropped-them", name=name, points=end["points"])
    card = Card(end["card"]).label()
    if start is None or not clocked(start):
        if you:
            return message("clock-threw-you", card=card)
        return message("clock-threw-them", name=name, card=card)
    draw = "stock" if start["source"] == "stock" else "discard"
    taken = "" if draw == "stock" else Card(start["card"]).label()
    if you:
        return message("clock-played-you", source=draw, taken=taken, card=card)
    return message("clock-played-them", name=name, source=draw, taken=taken, card=card)


def confirm_declaration(verdict: Verdict, points: int) -> dict:
    """What declaring an incomplete hand would cost, asked before it is taken."""
    missing = []
    if MISSING_PURE_RUN in verdict.missing:
        missing.append(message("confirm-no-pure-run"))
    if MISSING_SECOND_RUN in verdict.missing:
        missing.append(message("confirm-no-second-run"))
    loose = verdict.unmatched
    if loose:
        # A long list of cards reads worse than their count.
        missing.append(message("confirm-cards-unmatched", cards=format_cards(loose))
                       if len(loose) <= 3 else
                       message("confirm-count-unmatched", count=len(loose)))
    gaps = listed(missing, "list-comma") if missing else message("confirm-not-grouped")
    return message("confirm-declaration", missing=gaps, points=points)


def declared_wrongly(points: int) -> dict:
    return message("declared-wrongly", points=points)


GUIDED_START = message("guided-start")


def shuffled_start(seed: int) -> dict:
    # The seed as a string: an identifier, not a count to group (1,234).
    return message("shuffled-start", seed=str(seed))


def resumed(match: Match) -> dict:
    """A kept match back on the table (after a reload, say)."""
    return message("resumed", deal=match.number)


def over_message(match: Match, local: bool) -> dict:
    """What a late click is told: the deal is over, and what can come next."""
    if not match.over:
        return message("over-deal-next")
    if not local:
        return message("over-match")
    if not match.rules.scored():
        return message("over-deal-new")
    return message("over-match-new")
