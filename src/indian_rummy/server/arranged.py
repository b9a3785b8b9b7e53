"""A seat's own arrangement of its hand: kept beside the log, never in it.

How a seat lays out its cards (its four trays, and the card it has selected) is
nobody else's business, and so is its request to drop when its next turn comes
(auto-drop): neither changes anything at the table until the drop comes, so a served match logs
no record of it (``Match.keep_trays_private``): the server keeps each seat's
latest arrangement instead, one row per seat that replaces the last, so that it
survives a reload and a restart and the log grows only by moves.

When a copy is replayed, each seat's kept arrangement of the deal being played is
laid out again, fitted to the hand as it is now: a card the seat no longer holds
is left out, and one it has been given since goes where the engine puts a drawn
card. A kept arrangement that does not read as one is left aside: nothing kept
here can stop a match from loading.

>>> from ..engine.match import Match
>>> from .served import ServedSession
>>> session = ServedSession(Match.new("twine", "deal", [{"name": "A"}, {"name": "B"}], seed=3))
>>> first = kept_text(session, 0)
>>> card = session.match.deal.hands[0][0][0].id
>>> _ = session.handle(0, '{"type": "move", "args": {"card": %d, "tray": 4}}' % card)
>>> moved = kept_text(session, 0)
>>> session.match.log, moved == first
([], False)
>>> lay_out(session, 0, first) and kept_text(session, 0) == first
True

Laid out after a draw, the kept one gets the drawn card where a draw puts it:

>>> _ = session.handle(0, '{"type": "draw", "args": {"source": "stock"}}')
>>> lay_out(session, 0, moved), len(session.match.deal.hand_of(0)), card in layout(session, 0)[0][3]
(True, 14, True)
"""

import json

from ..engine.trays import TRAYS, place_drawn
from ..protocol.table import TableSession
from .served import encode_json


def layout(session: TableSession, seat: int) -> tuple:
    """The seat's arrangement as it stands: the card ids of each tray, the card
    selected (None: none), and whether it asked to drop when its turn comes."""
    match = session.match
    assert match is not None
    trays = tuple(tuple(card.id for card in tray) for tray in match.deal.hands[seat])
    return trays, session.selected.get(seat), seat in match.auto_drops


def kept_text(session: TableSession, seat: int) -> str:
    """The seat's arrangement as the store keeps it."""
    trays, selected, auto_drop = layout(session, seat)
    return encode_json({"selected": selected, "trays": [list(tray) for tray in trays],
                        "auto_drop": auto_drop})


def lay_out(session: TableSession, seat: int, text: str) -> bool:
    """Lay the seat's hand out as ``text`` (a kept arrangement of this deal) has it,
    fitted to the cards the seat holds now; False (nothing changed) if it does not
    read as an arrangement."""
    match = session.match
    assert match is not None
    deal = match.deal
    kept = _read(text)
    if kept is None:
        return False
    trays, selected, auto_drop = kept
    held = {card.id: card for card in deal.hand_of(seat)}
    laid: list = [[held.pop(card) for card in tray if card in held] for tray in trays]
    for card in deal.hand_of(seat):  # given since: placed as a drawn card would be
        if card.id in held:
            place_drawn(laid, card, deal.wild_rank)
    deal.hands[seat] = laid
    if deal.result is None and selected in [card.id for tray in laid for card in tray]:
        session.selected[seat] = selected
    else:
        session.selected.pop(seat, None)
    # A kept auto-drop stands while the seat may ask for one, or once its turn has come
    # before it drew (then it is due: Schedule.due plays it); a drop since ends it.
    match.auto_drops.discard(seat)
    if auto_drop:
        match.auto_drops.add(seat)
        if match.auto_drop_due() != seat and not match.can_auto_drop(seat):
            match.auto_drops.discard(seat)
    return True


def _read(text: str) -> "tuple | None":
    """(trays as lists of card ids, the selected card or None, whether an auto-drop is
    asked for) of a kept arrangement, or None if it is none."""
    try:
        kept = json.loads(text)
    except ValueError:
        return None
    trays = kept.get("trays") if isinstance(kept, dict) else None
    if not isinstance(trays, list) or len(trays) != TRAYS or not all(
            isinstance(tray, list) and all(type(card) is int for card in tray)
            for tray in trays):
        return None
    selected = kept.get("selected")
    return trays, selected if type(selected) is int else None, kept.get("auto_drop") is True
