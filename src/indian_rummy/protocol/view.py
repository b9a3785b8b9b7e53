"""A seat's view of the table: the one shape every table's view has (docs/protocol.md).

Everything the seat may see and nothing more: its own trays, every seat's count
and last move (seats are a list, told apart by index; a practice table is a
two-seat table whose other seat is its bot), the piles' tops and counts, the
indicator, the controls that apply, and at a deal's end the result. The words
come from ``text.py``.
"""

from ..bots import TABLE_BOTS, bots_in_order
from ..engine.cards import JOKER, RANK_CODES, SUIT_CODES, SUIT_NAMES, Card, is_wild, rank_code
from ..engine.deal import DISCARD, DRAW, PLAYING, THREW, TOOK, SeatResult
from ..engine.distance import distance
from ..engine.groups import Group, classify
from ..engine.match import Match
from ..engine.rules import FORMATS, PROFILE_ORDER, PROFILES
from . import text


def build(match: Match, seat: int, local: bool, deals_started: int, selected: "int | None",
          message: "dict | str", trays: list) -> dict:
    """``seat``'s view of ``match``; ``trays`` are its trays' views (see tray_views)."""
    deal = match.deal
    result = deal.result
    if selected is not None and selected not in [c.id for c in deal.hand_of(seat)]:
        selected = None
    holding = deal.can_arrange(seat)  # its own trays, on any turn
    mine = holding and deal.turn == seat
    to_draw = deal.can_take_turn(seat, DRAW)
    to_discard = deal.can_take_turn(seat, DISCARD)
    wild = deal.wild_rank
    top = deal.top_discard()
    return {
        # A served seat never sees the seed: it would tell the stock's order.
        "seed": match.seed if local else None,
        "guided": deal.guided,
        "deal": deals_started if local else match.number,
        "profile": match.rules.name,
        "profile_title": text.table_title(match.rules.name),  # what a player calls the table
        "scored": match.rules.scored(),
        "format": match.format.name,
        "seat": seat,
        "phase": phase(match, seat),
        "status": text.status(match, seat),
        "message": message,
        "stock_count": len(deal.stock),
        "discard_top": card_view(top, wild),
        "discard_count": len(deal.discard_pile),
        "indicator": card_view(deal.indicator, wild),
        "wild_rank": rank_code(wild),
        "wild_text": text.wild_text(deal),
        "seats": [seat_view(match, s, seat) for s in range(len(match.seats))],
        "trays": trays,
        "hand_count": len(deal.hand_of(seat)),
        "distance": hand_distance(deal, seat),
        "selected": selected,
        "picked": deal.picked if mine else None,
        "drawn": deal.drawn if mine else None,
        "drop_cost": deal.drop_cost(seat) if mine and match.rules.drops else None,
        "drop_reason": text.drop_reason(deal, seat) if match.rules.drops else None,
        # Each control is the rule's own can_x: the view re-derives none of them.
        "controls": {
            "draw_stock": deal.can_draw(seat, "stock"),
            # Enabled for a wild card the rules keep on the pile, so the refusal
            # explains itself, as for the just-picked card below.
            "draw_discard": to_draw and top is not None,
            # The page holds the selection: these say the step allows it.
            "discard": to_discard,
            "declare": to_draw,
            "discard_declare": to_discard,
            "arrange": holding,
            "move": holding,
            "select": holding,
            "drop": deal.can_drop(seat),
            # What a drop (now, or when the seat's turn comes) would do, for its words.
            "drop_effect": drop_effect(match, seat),
            "next_deal": match.can_next_deal(seat),
            "new_deal": local,
        },
        "result": None if result is None else result_view(match, seat),
        "standings": standings(match) if match.rules.scored() else None,
    }


def drop_effect(match: Match, seat: int) -> "dict | None":
    """What ``seat`` dropping would cost and do, where it may drop now or ask to at its
    next turn (None elsewhere): its points, its total and the pool's limit (0: no
    pool), whether the drop puts it out of the pool (a pool puts a seat out at the
    limit), and how many seats play the deal now (at two, the drop ends it)."""
    deal = match.deal
    if not match.rules.drops or deal.result is not None or deal.states[seat] != PLAYING:
        return None
    if deal.turn == seat and deal.phase != DRAW:
        return None
    cost = deal.drop_cost(seat)
    limit = match.format.limit
    return {"cost": cost, "total": match.totals[seat], "limit": limit,
            "out": match.format.is_pool() and match.totals[seat] + cost >= limit,
            "playing": len(deal.playing())}


def idle() -> dict:
    """The view before any match: what tables and bots there are to choose from."""
    return {"phase": "idle", "status": text.message("status-shuffling"), "seed": None,
            "controls": {},
            "tables": TABLES, "bots": [{"bot": b.key, "name": b.name} for b in bots_in_order()],
            "table_bots": list(TABLE_BOTS)}


def tray_views(deal: object, seat: int, cache: dict) -> list:
    """``seat``'s trays as the view shows them. ``cache`` (the session's, per seat) keeps
    the views of the seat's trays as they are now and as they were before their last
    change, by the wild rank and the card ids: the other seats' moves leave a seat's
    trays as they are, its own change one tray at a time (a card drawn and thrown again
    brings the last ones back), and classifying the trays is the dearest part of a
    view. No more is kept: a server holds a copy of every match in play. The key None
    holds the keys of the trays as they are now."""
    wild = deal.wild_rank  # type: ignore[attr-defined]
    views = []
    kept = {}
    for cards in deal.hands[seat]:  # type: ignore[attr-defined]
        key = (wild, tuple([c.id for c in cards]))
        found = cache.get(key)
        if found is None:
            found = tray_view(cards, wild)
        kept[key] = found
        views.append(found)
    now = list(kept)
    last = cache.get(None)
    if now != last:
        left = {key: cache[key] for key in last or () if key in cache}
        cache.clear()
        cache.update(left)
        cache.update(kept)
        cache[None] = now
    return views


# The last distance found for each seat of each deal: (deal id, seat) -> (hand key,
# distance). A view is built after every request and most leave the hand as it is
# (select, move, the others' turns), but a server builds views for thousands of
# seats in turn, so the memo keeps one entry per seat, not the last few hands. The
# key is the hand itself, so a slot whose deal is gone (its id reused) just misses.
_DISTANCES: dict = {}
_DISTANCE_SLOTS = 8192


def hand_distance(deal: object, seat: int) -> "int | None":
    """How many cards ``seat``'s own hand is from a declaration (``engine.distance``):
    with 14 cards, after its best legal final discard; None with no hand to judge
    (a seat sitting out). Only the seat's own cards go in."""
    hand = deal.hand_of(seat)  # type: ignore[attr-defined]
    if len(hand) != 13 and len(hand) != 14:
        return None
    wild = deal.wild_rank  # type: ignore[attr-defined]
    picked = deal.picked if len(hand) == 14 else None  # type: ignore[attr-defined]
    key = (wild, tuple(sorted([c.id for c in hand])), picked)
    slot = (id(deal), seat)
    found = _DISTANCES.get(slot)
    if found is not None and found[0] == key:
        return found[1]
    if slot not in _DISTANCES and len(_DISTANCES) >= _DISTANCE_SLOTS:
        _DISTANCES.clear()  # deals come and go; the live seats fill it again
    value = distance(hand, wild, picked)
    _DISTANCES[slot] = (key, value)
    return value


def result_view(match: Match, seat: int) -> dict:
    deal = match.deal
    result = deal.result
    assert result is not None
    title, words = text.result_words(match, seat)
    moved = match.chips_moved(result) if match.chips else None
    return {"winner": result.winner, "you_win": result.winner == seat, "how": result.how,
            "title": title, "text": words,
            "groups": [group_view(g, deal.wild_rank) for g in result.groups],
            "scores": [score_row(match, row, seat, moved) for row in result.scores]}


def score_row(match: Match, row: SeatResult, seat: int, moved: "list | None") -> dict:
    """A seat's row of the result; ``moved`` each seat's chips won or paid (Deals Rummy)."""
    score = row.score
    wild = match.deal.wild_rank
    return {"seat": row.seat, "name": match.seats[row.seat].name, "you": row.seat == seat,
            "outcome": row.outcome, "points": score.points, "note": text.score_note(match, row),
            "chips": None if moved is None else moved[row.seat],
            "groups": [group_view(g, wild) for g in score.groups],
            "loose": card_views(score.loose, wild)}


def _catalogue() -> list:
    """Every table the engine offers: seats, formats and drop costs, for choosing one."""
    tables = []
    for name in PROFILE_ORDER:
        rules = PROFILES[name]
        formats = []
        for format_name in rules.format_names():
            found = FORMATS[format_name]
            formats.append({"format": found.name, "title": text.format_title(found.name),
                            "limit": found.limit,
                            "deals": found.deals, "chips": found.chips(),
                            "drops": [found.first_drop, found.middle_drop] if rules.drops
                            else None})
        tables.append({"profile": name, "title": text.table_title(name), "scored": rules.scored(),
                       "guided": rules.guided, "bot": rules.bot or None,
                       "players": [rules.min_players, rules.max_players],
                       "formats": formats,
                       "wild_pickup": rules.may_pick_wild_from_discard,
                       "invalid_declaration": rules.invalid_declaration})
    return tables


def phase(match: Match, seat: int) -> str:
    deal = match.deal
    if deal.result is not None:
        return "over"
    if deal.turn == seat and deal.states[seat] == PLAYING:
        return deal.phase
    if match.seats[deal.turn].bot is not None:
        # The page's worker plays a bot's turn when it sees this phase.
        return "bot"
    return "waiting"


def seat_view(match: Match, s: int, seat: int) -> dict:
    deal = match.deal
    return {"seat": s, "name": match.seats[s].name, "bot": match.seats[s].bot,
            "number": match.seats[s].number,
            "you": s == seat, "count": len(deal.hand_of(s)), "state": deal.states[s],
            "turn": deal.result is None and deal.turn == s,
            "next": deal.next_seat == s,
            "dealer": match.dealer == s and match.rules.first_turn != "player",
            "last_move": text.last_move(deal, s, text.seat_name(match, s)),
            "brief_move": text.brief_move(deal, s),
            "total": match.totals[s],
            "eliminated": match.eliminated[s],
            "discards": discards(deal)[s]}


# The last deal's discards, (its moves, how many, the lists), as one tuple: a server
# builds reviews on another thread. A view is built for every seat in turn from the
# same moves; holding the moves list keeps its id from reuse.
_THROWN: list = [(None, 0, [])]


def discards(deal: object) -> list:
    """Each seat's discards this deal, from the deal's public moves: a list per seat of
    its throws in order, each ``{"card", "taken_by", "starter": False}`` (``taken_by`` the
    seat that took it from the pile, or None); a seat that took the card the pile started
    with has it in its list at that place, as ``{"card", "taken_by", "starter": True}``.
    Only thrown and taken cards: a draw from the stock shows nothing. A card is told by
    its face (no ``id``: the moves do not say which of two copies it was).

    A seat takes the top of the pile, the latest throw still on it: the pile is replayed
    as a stack of throws (a reshuffle keeps the top, the only card that can be taken).

    >>> from indian_rummy.engine.deal import Deal
    >>> deal = Deal.shuffled_deal(5)
    >>> turn = [deal.draw(0, "discard"), deal.discard(0, deal.hand_of(0)[0].id),
    ...         deal.draw(1, "discard"), deal.discard(1, deal.hand_of(1)[0].id),
    ...         deal.draw(0, "stock"), deal.discard(0, deal.hand_of(0)[0].id)]
    >>> [[(e["card"]["label"], e["taken_by"], e["starter"]) for e in seat]
    ...  for seat in discards(deal)]
    [[('7♥', 0, True), ('A♠', 1, False), ('3♠', None, False)], [('2♠', None, False)]]
    """
    moves = deal.moves  # type: ignore[attr-defined]
    last = _THROWN[0]
    if last[0] is moves and last[1] == len(moves):
        return last[2]
    wild = deal.wild_rank  # type: ignore[attr-defined]
    lists: list = [[] for _ in range(deal.seat_count)]  # type: ignore[attr-defined]
    pile: list = [None]  # the starter, thrown by no seat
    for seat, what, face in moves:
        if what == THREW:
            entry = {"card": face_view(face, wild), "taken_by": None, "starter": False}
            lists[seat].append(entry)
            pile.append(entry)
        elif what == TOOK:
            entry = pile.pop()
            if entry is None:
                lists[seat].append({"card": face_view(face, wild), "taken_by": seat,
                                    "starter": True})
            else:
                entry["taken_by"] = seat
    _THROWN[0] = (moves, len(moves), lists)
    return lists


def face_view(face: tuple, wild_rank: int) -> dict:
    """A card known by its face only, as card_view draws it but with no ``id``."""
    view: dict = card_view(Card.of(face[0], face[1]), wild_rank)  # type: ignore[assignment]
    del view["id"]
    return view


def card_view(card: "Card | None", wild_rank: int) -> "dict | None":
    if card is None:
        return None
    joker = card.rank == JOKER
    return {"id": card.id, "code": card.code(), "label": card.label(),
            "rank": None if joker else RANK_CODES[card.rank - 1],
            "suit": None if joker else SUIT_CODES[card.suit],
            "suit_name": None if joker else SUIT_NAMES[card.suit],
            "name": card.name(), "wild": is_wild(card, wild_rank), "joker": joker}


def card_views(cards: list, wild_rank: int) -> list:
    return [card_view(c, wild_rank) for c in cards]


def tray_view(cards: list, wild_rank: int) -> dict:
    group = classify(cards, wild_rank)
    return {"cards": card_views(cards, wild_rank), "label": group.label(),
            "kind": group.kind, "valid": group.kind is not None}


def group_view(group: Group, wild_rank: int) -> dict:
    return {"kind": group.kind, "label": group.label(), "cards": card_views(group.cards, wild_rank)}


def standings(match: Match) -> dict:
    """Each seat's points (and chips at Deals Rummy) deal by deal, and where the match
    stands: ``order`` is the seats from first to last (see Match.standing)."""
    chips = match.chips
    rows = [{"seat": s, "name": match.seats[s].name, "total": match.totals[s],
             "out": match.eliminated[s],
             "chips": chips[s] if chips else None,
             "deals": [r.points_of(s) for r in match.results]}
            for s in range(len(match.seats))]
    deals = match.format.deals
    return {"format": match.format.name, "title": text.format_title(match.format.name),
            "limit": match.format.limit, "deal": match.number, "rows": rows,
            "deals": deals, "chips": match.format.chips(), "stage": text.stage(match),
            "tie_break": match.tie_break, "order": match.standing(),
            "over": match.over, "winner": match.winner}


TABLES = _catalogue()
