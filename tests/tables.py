"""Tables with chosen cards, the checks that a deal holds every card of its pack once and
that a declaration is valid, and matches of bots part-played or re-dealt behind one
seat's back (for the bots' and the coach's blindness to hidden cards)."""

from indian_rummy.bots import new_match, play_bot_turn
from indian_rummy.bots.sight import Sight
from indian_rummy.engine.cards import Card, format_cards, pack, parse_cards
from indian_rummy.engine.deal import SITTING_OUT, Deal
from indian_rummy.engine.groups import PURE_RUN, RUN, classify
from indian_rummy.engine.match import Match
from indian_rummy.engine.prng import Rng
from indian_rummy.engine.rules import FORMATS, PRACTICE, RuleProfile
from indian_rummy.locales import render
from indian_rummy.protocol.text import last_move

MIRA_SEAT = 1  # the practice table's bot sits opposite the person


def dealt(hands: list, indicator: str, discard: str, stock_top: str = "", seed: int = 5,
          rules: RuleProfile = PRACTICE, match_format: str = "deal", first: int = 0,
          names: "list | None" = None) -> Deal:
    """A deal with chosen cards. Each seat's hand is a list of tray texts (or one text,
    one tray); the rest of the profile's pack lies in the stock beneath ``stock_top``
    (its first card on top).

    All texts are read together, so a second copy of a card is deck 1's.
    """
    trays = [[hand] if isinstance(hand, str) else list(hand) for hand in hands]
    decks, jokers = rules.pack_for(len(hands))
    texts = [t for seat in trays for t in seat] + [indicator, discard, stock_top]
    cards = parse_cards(" ".join(texts), jokers)
    parts = []
    at = 0
    for text in texts:
        count = len(text.split())
        parts.append(cards[at:at + count])
        at += count
    seats = []
    for seat in trays:
        seats.append(parts[:len(seat)])
        parts = parts[len(seat):]
    indicator_card, discards, top = parts[0][0], parts[1], parts[2]
    used = set(c.id for c in cards)
    stock = [c for c in pack(decks, jokers) if c.id not in used] + list(reversed(top))
    if names is None:
        names = ["You", "Mira"] if rules is PRACTICE else ["P%d" % s for s in range(len(hands))]
    table = Deal(rules, seed, False, seats, indicator_card, discards, stock, Rng(seed), first,
                  names, None, FORMATS[match_format])
    assert_cards_conserved(table)
    return table


def bot_turn(table: Deal, seat: int, decide: object, may_drop: bool = True) -> str:
    """A bot's whole turn at a bare deal (one made with chosen cards, outside a match):
    its decisions carried out a step at a time, then told as the table tells it (in
    English: importing the catalogs here also gives refusals English str())."""
    table.verify_turn(seat, table.phase)
    while True:
        decision = decide(Sight.of(table, seat, may_drop))  # type: ignore[operator]
        table.play(seat, decision)
        if decision.ends_turn():
            return render(last_move(table, seat))


def bots_match(profile: str, match_format: str, players: int, seed: int) -> Match:
    """A match of ``players`` Miras."""
    return new_match(profile, match_format, [{"bot": "mira"}] * players, seed)


def play_to_end(match: Match) -> Match:
    """The bots play the match out, every card kept track of at every turn."""
    while not match.over:
        if match.deal_over():
            match.next_deal(0)
        else:
            play_bot_turn(match, match.deal.turn)
            assert_cards_conserved(match.deal)
    return match


def replayed(seed: int, guided: bool, log: list) -> Deal:
    """A practice deal rebuilt from its seed by carrying out its log again."""
    table = Deal.guided_deal(seed) if guided else Deal.shuffled_deal(seed)
    for record in log:
        table.apply(record)
    return table


def assert_cards_conserved(table: Deal) -> None:
    """Every card of the pack is in exactly one place: hands, piles or the indicator."""
    dealt_in = len([s for s in table.states if s != SITTING_OUT])
    decks, jokers = table.rules.pack_for(dealt_in)
    places = [c.id for s in range(table.seat_count) for c in table.hand_of(s)]
    places += [c.id for c in table.discard_pile + table.stock] + [table.indicator.id]
    assert sorted(places) == sorted(c.id for c in pack(decks, jokers))


def assert_declaration(groups: list, hand: list, wild_rank: int) -> None:
    """Valid groups, at least two runs and a pure one, each card of ``hand`` used once."""
    used = [c for g in groups for c in g.cards]
    assert sorted(c.id for c in used) == sorted(c.id for c in hand)
    kinds = []
    for group in groups:
        judged = classify(group.cards, wild_rank)
        assert judged.kind is not None, "invalid group %s" % format_cards(group.cards)
        assert group.kind == judged.kind
        kinds.append(judged.kind)
    assert sum(1 for k in kinds if k in (PURE_RUN, RUN)) >= 2
    assert PURE_RUN in kinds


def to_cards(hand: list) -> list:
    """(rank, suit) pairs (rank 0: joker) as distinct physical cards."""
    seen: dict = {}
    cards = []
    for rank, suit in hand:
        copy = seen.get((rank, suit), 0)
        seen[(rank, suit)] = copy + 1
        cards.append(Card.of(rank, suit if rank else 0, copy))
    return cards


def faces(cards: list) -> list:
    return [(c.rank, c.suit if c.rank else -1) for c in cards]


def other_world(match: Match, seat: int, salt: int) -> Match:
    """The same match as ``seat`` sees it, with everything hidden from it dealt differently:
    the stock's order below its top card (the card ``seat`` may draw next), the unknown
    cards of the other hands and the cards drawn from the stock in the log."""
    other = Match.load(match.export())
    table = other.deal
    known: set = set()  # faces other seats took from the pile (their seat may still hold)
    for record in table.log:
        if record["action"] == "draw" and record["source"] == "discard":
            known.add(Card(record["card"]).face())
    hidden = table.stock[:-1]
    slots = []
    for who in range(table.seat_count):
        if who == seat:
            continue
        for tray in table.hands[who]:
            for k, card in enumerate(tray):
                if card.face() not in known:
                    slots.append((tray, k))
                    hidden.append(card)
    Rng(salt).shuffle(hidden)
    for tray, k in slots:
        tray[k] = hidden.pop()
    table.stock[:-1] = hidden
    for record in table.log:
        if record["action"] == "draw" and record["source"] == "stock":
            record["card"] = parse_cards("JK")[0].id  # the same card for every draw
    assert_cards_conserved(table)
    return other


def bot_to_play(bot: str, other: str, seed: int, turns: int) -> Match:
    """A twine Pool 101 match of ``bot`` against ``other`` after up to ``turns`` turns
    (no drops), with ``bot`` to play unless the deal is over."""
    match = new_match("twine", "pool101", [bot, other], seed)
    for _ in range(turns):
        if match.deal_over():
            break
        play_bot_turn(match, match.deal.turn, may_drop=False)
    if not match.deal_over() and match.seats[match.deal.turn].bot != bot:
        play_bot_turn(match, match.deal.turn, may_drop=False)
    return match
