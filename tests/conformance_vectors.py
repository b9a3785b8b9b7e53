"""Conformance vectors: print engine results that must be byte-identical on every runtime.

Runs unchanged under CPython and under MicroPython (tests/test_conformance.py compares
the two outputs). Every input is generated deterministically with the engine's own
generator; every line is printed with ``indian_rummy.engine.canon.dumps`` (MicroPython's dicts
keep no order and its ``repr`` of text differs), never with ``repr``.

Each ``section_*`` function prints one block; ``main()`` prints them all.
"""

import json

try:  # a name for annotations only; MicroPython has no typing module
    from collections.abc import Callable  # noqa: F401
except ImportError:
    pass

from indian_rummy.bots import new_match, play_bot_turn
from indian_rummy.engine import solver
from indian_rummy.engine.canon import dumps
from indian_rummy.engine.cards import (
    Card,
    card_points,
    full_deck,
    is_wild,
    pack,
    parse_cards,
    parse_face,
    parse_rank,
    wild_rank_for,
)
from indian_rummy.engine.chacha import DealStream, chacha20_block, key_words
from indian_rummy.engine.distance import distance
from indian_rummy.engine.groups import classify
from indian_rummy.engine.match import Match
from indian_rummy.engine.prng import MASK64, Rng
from indian_rummy.engine.rules import CLASSIC, TWINE
from indian_rummy.engine.scoring import score_hand
from indian_rummy.protocol.session import Session
from indian_rummy.protocol.table import TableSession
from indian_rummy.protocol.text import last_move, status
from indian_rummy.protocol.view import result_view

# -- helpers -----------------------------------------------------------------------------------


def out(*parts: object) -> None:
    print(dumps(list(parts)))


def error_text(error: BaseException) -> list:
    return [type(error).__name__, str(error)]


def codes(cards: list) -> list:
    return [c.code() for c in cards]


def group_rows(groups: list) -> list:
    return [[g.kind, codes(g.cards)] for g in groups]


def pick(rng: Rng, items: list) -> object:
    return items[rng.below(len(items))]


def sample(rng: Rng, items: list, count: int) -> list:
    pool = list(items)
    rng.shuffle(pool)
    return pool[:count]


# Complete 13-card hands (wild rank, cards), written by hand.
COMPLETE = [
    (10, "3H 4H 5H 7S 8S 9S QC QD QH 2C 2D 2S 2H"),
    (10, "QH KH AH AS 2S 3S 5D 6D 7D 9C 9D 9H 9S"),
    (10, "3H 4H 5H 6S 7S 8S 9C 9D 9H 9S QC QD QH"),
    (10, "9H 10H JH 3S 4S 5S 7C 7D 7H KC KD KH KS"),
    (10, "9H 10H JH 10H 4S 5S 7C 7D 7H KC KD KH KS"),
    (4, "3H 4H 5H 7S JK 9S QC QD QH 2C 2D 2S 4C"),
    (1, "AH 2H 3H 5S 6S AC 9C 9D 9H KC KD KH KS"),
    (7, "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC"),
    (13, "AD 2D 3D 4D 5S JK 7S 8S KH 6H 6C 6D 6S"),
    (5, "10S JS QS KS AS 2H 3H 4H 5C 7D 7H 7C JK"),
    (8, "4C 5C 6C 8D 8H JD QD KD AD 2S 2H 2D 2C"),
    (2, "6H 7H 8H 9H 10H JC QC KC 2S 3D 3H 3S JK"),
]


def rotated(cards: list, k: int) -> list:
    k %= len(cards)
    return cards[k:] + cards[:k]


def suit_swapped(text: str, order: list) -> list:
    """The same hand with its suits renamed (a renaming keeps every group valid)."""
    swapped = []
    for token in text.split():
        if token.upper() == "JK":
            swapped.append(token)
        else:
            swapped.append(token[:-1] + "SHDC"[order["SHDC".index(token[-1])]])
    return parse_cards(" ".join(swapped))


def random_hand(rng: Rng, size: int) -> list:
    deck = full_deck()
    rng.shuffle(deck)
    return deck[:size]


def near_variant(rng: Rng, cards: list) -> list:
    """Swap one card of a hand for another card from outside it."""
    taken = {}
    for c in cards:
        taken[c.id] = True
    outside = [c for c in full_deck() if c.id not in taken]
    hand = list(cards)
    hand[rng.below(len(hand))] = pick(rng, outside)
    return hand


def jokered(rng: Rng, cards: list, wild_rank: int) -> list:
    """Replace one or two non-wild cards by the printed jokers."""
    hand = list(cards)
    held = [c for c in hand if c.is_joker()]
    spare = [Card(i) for i in (104, 105) if Card(i) not in held]
    for joker in spare[:1 + rng.below(2)]:
        naturals = [k for k in range(len(hand)) if not is_wild(hand[k], wild_rank)]
        hand[pick(rng, naturals)] = joker
    return hand


# -- sections ----------------------------------------------------------------------------------


def section_notation() -> None:
    for card in full_deck():
        back = Card.parse(card.label(), card.deck)
        again = Card.parse(card.code().lower(), card.deck)
        out("card", card.id, card.code(), card.label(), card.name(), card.deck,
            list(card.face()), back.id, again.id)
    odd = ["10C", "tc", "T♣", "10♧", "jk", "Joker", " qd ", "1X", "", "H", "10", "11H", "0S",
           "AX", "JKR", "10♣♣", "♣10", "K", "Q♦♦", "a♠", "J♡", "10 C", "+5H", "ＡS"]
    for text in odd:
        try:
            out("parse", text, list(parse_face(text)))
        except ValueError as error:
            out("parse", text, error_text(error))
    for text in ["A", "t", "10", "k", "Z", "1", "", "AA", "q "]:
        try:
            out("rank", text, parse_rank(text))
        except ValueError as error:
            out("rank", text, error_text(error))
    for text in ["3H 3h JK", "7H 7♥ 3C 7h", "JK jk Joker", "10C 10♣ TC", "3H,4H, 5H", "3H ZZ"]:
        try:
            cards = parse_cards(text)
            out("cards", text, [[c.id, c.label()] for c in cards])
        except ValueError as error:
            out("cards", text, error_text(error))
    for bad in [-1, 106, True, "5", None]:
        try:
            Card(bad)  # type: ignore[arg-type]
            out("id", "accepted")
        except ValueError as error:
            out("id", error_text(error))
    for indicator in ["10C", "AS", "KD", "JK"]:
        wild = wild_rank_for(Card.parse(indicator))
        out("wild", indicator, wild,
            [card_points(c, wild) for c in full_deck()[:13]] + [card_points(Card(104), wild)])


def section_prng() -> None:
    for seed in (0, 1, 17, 1234567, (1 << 53) - 1, MASK64):
        rng = Rng(seed)
        out("u64", seed, [rng.next_u64() for _ in range(20)])
        items = list(range(20))
        Rng(seed).shuffle(items)
        out("shuffle", seed, items)
        rng = Rng(seed)
        out("below", seed, [rng.below(n) for n in (1, 2, 3, 6, 13, 52, 106, 1 << 32,
                                                   (1 << 63) + 1, MASK64)])
    deck = full_deck()
    Rng(42).shuffle(deck)
    out("deck", 42, codes(deck))


RFC_KEY = "".join(["%02x" % b for b in range(32)])  # RFC 8439's example key, 00 01 ... 1f


def section_keyed() -> None:
    """A served match's deals: ChaCha20 blocks, the keyed streams of several keys and
    deal numbers (past one block, and with a nonce above 32 bits), their bounds and
    shuffles, and a served match played by bots from its secret."""
    out("block", chacha20_block(key_words(RFC_KEY), 1, [0x09000000, 0x4A000000, 0]))
    for secret, number in (("00" * 32, 0), (RFC_KEY, 1), ("ff" * 32, 7),
                           (RFC_KEY, (1 << 40) + 3), ("5a" * 32, MASK64)):
        stream = DealStream(secret, number)
        out("keyed_u64", secret[:8], number, [stream.next_u64() for _ in range(12)])
        items = list(range(20))
        DealStream(secret, number).shuffle(items)
        out("keyed_shuffle", secret[:8], number, items)
        stream = DealStream(secret, number)
        out("keyed_below", secret[:8], number, [stream.below(n) for n in (
            1, 2, 3, 6, 13, 52, 106, 1 << 32, (1 << 63) + 1, MASK64)])
    deck = full_deck()
    DealStream(RFC_KEY, 1).shuffle(deck)
    out("keyed_deck", codes(deck))
    match = Match.load({"profile": "twine", "format": "pool101", "seed": 5, "secret": RFC_KEY,
                        "seats": [{"name": "Mira", "bot": "mira"},
                                  {"name": "Kiran", "bot": "kiran"}]})
    while not match.over:
        if match.deal_over():
            match.next_deal(0)
            continue
        if not match.deal.log:
            out("served_hands", match.number, [codes(match.deal.hand_of(s)) for s in (0, 1)])
        play_bot_turn(match, match.deal.turn)
    print("served export " + dumps(match.export()))
    print("served replayed " + dumps(Match.load(match.export()).export() == match.export()))


def section_groups(count: int = 200) -> None:
    rng = Rng(20260)
    deck = full_deck()
    for k in range(count):
        wild = 1 + rng.below(13)
        size = pick(rng, [3, 3, 3, 4, 4, 5, 6, 7, 13])
        mode = k % 4
        if mode == 0:  # one suit, near each other, with wild cards about
            suit = rng.below(4)
            low = 1 + rng.below(13)
            pool = [c for c in deck if (c.suit == suit and (abs(c.rank - low) <= size or (
                c.rank == 1 and low >= 10))) or is_wild(c, wild)]
        elif mode == 1:  # one rank and wild cards
            rank = 1 + rng.below(13)
            pool = [c for c in deck if c.rank == rank or is_wild(c, wild)]
        elif mode == 2:  # anything
            pool = deck
        else:  # aces and kings around the wrap
            suit = rng.below(4)
            pool = [c for c in deck if (c.suit == suit and (c.rank <= 3 or c.rank >= 11))
                    or c.is_joker()]
        if len(pool) < size:
            size = len(pool)
        cards = sample(rng, pool, size)
        group = classify(cards, wild)
        out("group", wild, codes(cards), group.kind, group.reason, codes(group.cards))


def _hands(count: int) -> list:
    """(wild rank, cards): complete hands and their variations, near misses, random hands."""
    rng = Rng(777)
    hands = []
    for k in range(count):
        wild, text = COMPLETE[k % len(COMPLETE)]
        kind = (k // len(COMPLETE)) % 6
        base = parse_cards(text)
        if kind == 0:
            hands.append((wild, rotated(base, k)))
        elif kind == 1:
            order = [0, 1, 2, 3]
            rng.shuffle(order)
            hands.append((wild, rotated(suit_swapped(text, order), rng.below(13))))
        elif kind == 2:
            hands.append((wild, near_variant(rng, base)))
        elif kind == 3:
            hands.append((wild, jokered(rng, base, wild)))
        elif kind == 4:
            hands.append((1 + rng.below(13), random_hand(rng, 13)))
        else:
            other = 1 + rng.below(13)
            hands.append((other, base))  # the same cards under another wild rank
    return hands


def section_checker(count: int = 150) -> None:
    for wild, cards in _hands(count):
        verdict = solver.check(cards, wild)
        out("check", wild, codes(cards), verdict.valid, verdict.missing,
            codes(verdict.unmatched), group_rows(verdict.groups), verdict.message)


def section_distance(count: int = 150) -> None:
    """Distances of 13 cards (the checker's hands), of 14 (with and without a card
    just picked), of hands crowded with wild cards and of hands of twins."""
    rng = Rng(2121)
    for wild, cards in _hands(count):
        out("distance", wild, codes(cards), distance(cards, wild))
    for wild, cards in _hands(count // 3):
        taken = {}
        for c in cards:
            taken[c.id] = True
        extra = pick(rng, [c for c in full_deck() if c.id not in taken])
        hand = rotated(cards + [extra], rng.below(14))
        picked = extra.id if rng.below(2) == 0 else None
        out("distance14", wild, codes(hand), picked, distance(hand, wild, picked))
    four = pack(2, 4)
    for _ in range(40):
        wild = 1 + rng.below(13)
        wilds = [c for c in four if is_wild(c, wild)]
        others = [c for c in four if not is_wild(c, wild)]
        crowd = 6 + rng.below(len(wilds) - 5)
        hand = sample(rng, wilds, crowd) + sample(rng, others, 13 - crowd)
        out("distance_wild", wild, codes(hand), distance(hand, wild))
    for _ in range(40):
        wild = 1 + rng.below(13)
        low = 1 + rng.below(9)
        suits = sample(rng, [0, 1, 2, 3], 2 + rng.below(2))
        pool = [c for c in four if c.suit in suits and low <= c.rank < low + 5]
        hand = sample(rng, pool + [c for c in four if c.is_joker()], 13)
        out("distance_twins", wild, codes(hand), distance(hand, wild))


def section_arrange(count: int = 40) -> None:
    rng = Rng(1414)
    for wild, cards in _hands(count):
        taken = {}
        for c in cards:
            taken[c.id] = True
        extra = pick(rng, [c for c in full_deck() if c.id not in taken])
        hand = rotated(cards + [extra], rng.below(14))
        picked = extra.id if rng.below(3) == 0 else None
        suggestion = solver.arrange(hand, wild, just_picked=picked)
        discard = suggestion.discard.code() if suggestion.discard is not None else None
        out("arrange", wild, codes(hand), picked, suggestion.complete, discard,
            suggestion.points, group_rows(suggestion.groups), codes(suggestion.loose))
        found = solver.find_declaration(hand, wild, True, picked)
        out("declare", found is not None,
            None if found is None else [group_rows(found[0]),
                                        found[1].code() if found[1] is not None else None])


# -- whole games through the session ------------------------------------------------------------


class _Game:
    def __init__(self, label: str) -> None:
        self.session = Session()
        self.label = label
        self.rid = 0
        self.view: dict = {}

    def send(self, kind: str, args: "dict | None" = None) -> dict:
        self.rid += 1
        body = {"id": self.rid, "type": kind}
        if args is not None:
            body["args"] = args
        reply = self.session.handle(0, dumps(body))
        print(self.label + " " + reply)
        parsed = json.loads(reply)
        self.view = parsed["result"]
        return parsed

    def hand_card(self, code: str) -> int:
        for tray in self.view["trays"]:
            for card in tray["cards"]:
                if card["code"] == code:
                    return card["id"]
        raise AssertionError("no " + code)


def game_guided_move() -> None:
    game = _Game("guided-move")
    game.send("new_game", {"seed": 17, "guided": True})
    game.send("declare")
    game.send("draw", {"source": "stock"})
    game.send("select", {"card": game.hand_card("2H")})
    game.send("move", {"tray": 4})
    game.send("select", {"card": game.hand_card("KC")})
    game.send("discard_declare")
    game.send("draw", {"source": "stock"})
    game.send("new_deal")


def game_guided_arrange() -> None:
    game = _Game("guided-arrange")
    game.send("new_game", {"seed": 17, "guided": True})
    game.send("draw", {"source": "stock"})
    game.send("arrange")
    game.send("discard_declare")


def game_arranged() -> None:
    """Moves to a place, a group and a sort, also on Mira's turn; a classic declaration
    of an incomplete hand asked about, then confirmed."""
    game = _Game("arranged")
    game.send("new_game", {"seed": 47})
    ids = [c["id"] for t in game.view["trays"] for c in t["cards"]]
    game.send("move", {"cards": [ids[0], ids[5]], "tray": 3, "index": 1})
    game.send("group", {"cards": ids[6:9]})
    game.send("draw", {"source": "stock"})
    game.send("discard", {"card": game.view["drawn"]})
    game.send("sort")
    game.send("move", {"card": ids[2], "tray": 1, "index": 0})
    game.send("bot_turn")
    game = _Game("confirm")
    game.send("new_game", {"seed": 77, "profile": "classic", "players": 2})
    game.send("draw", {"source": "stock"})
    game.send("discard_declare", {"card": game.view["drawn"]})
    game.send("discard_declare", {"card": game.view["drawn"], "confirm": True})


def _play_out(game: _Game, limit: int, player: "Callable") -> None:
    """Let Mira take her turns and ``player(game, n)`` act on the n-th call otherwise,
    until the deal is over or ``limit`` steps have passed."""
    moves = 0
    for _ in range(limit):
        phase = game.view["phase"]
        if phase == "over":
            break
        if phase == "bot":
            game.send("bot_turn")
        else:
            moves += 1
            player(game, moves)


def game_played_out(seed: int, guided: bool, limit: int = 400) -> None:
    """A deterministic player: draw (every third turn from the discard pile), Arrange,
    try to declare with the suggested discard, else discard it; Mira plays her turns."""
    game = _Game("deal-%d%s" % (seed, "-guided" if guided else ""))
    game.send("new_game", {"seed": seed, "guided": guided})

    def whole_turn(game: _Game, turn: int) -> None:
        source = "discard" if turn % 3 == 0 and game.view["controls"]["draw_discard"] else "stock"
        game.send("draw", {"source": source})
        game.send("arrange")
        if not game.send("discard_declare")["ok"]:
            game.send("discard")
        if turn % 4 == 0:
            game.send("discard", {"card": 0})  # usually refused: wrong phase or no card

    _play_out(game, limit, whole_turn)
    game.send("view")


def game_plain(seed: int, limit: int = 400) -> None:
    """The player draws from the stock and throws the drawn card back; Mira plays."""
    game = _Game("plain-%d" % seed)
    game.send("new_game", {"seed": seed, "guided": False})

    def one_step(game: _Game, move: int) -> None:
        if game.view["phase"] == "draw":
            game.send("draw", {"source": "stock"})
        else:
            game.send("discard", {"card": game.view["drawn"]})

    _play_out(game, limit, one_step)
    game.send("new_deal")


def section_games() -> None:
    game_guided_move()
    game_guided_arrange()
    game_arranged()
    for seed in (1, 2, 3, 29, 64, 4242):
        game_played_out(seed, False)
    game_played_out(17, True)
    for seed in (6, 23):
        game_plain(seed)


# Requests that must be refused, each with the same words on every runtime.
ODD_REQUESTS = [
    "", "{", "nonsense", "[]", "null", "3.5", '"view"', '{"id": 1}',
    '{"id": 1, "type": "fold"}', '{"id": 1, "type": "\\u2663"}', '{"id": 1, "type": "♣"}',
    '{"id": 1, "type": "x\\ny\\t\\"z\\\\"}',
    '{"id": 1, "type": 7}', '{"id": 1, "type": ["view"]}', '{"id": "1", "type": "view"}',
    '{"id": 1.5, "type": "view"}', '{"id": 1, "type": "draw", "args": []}',
    '{"id": 1, "type": "draw", "args": {"source": "pile"}}',
    '{"id": 1, "type": "draw", "args": {"source": ["stock"]}}',
    '{"id": 1, "type": "draw", "args": {"source": "\\u2663"}}',
    '{"id": 1, "type": "select", "args": {"card": 2.5}}',
    '{"id": 1, "type": "select", "args": {"card": "15"}}',
    '{"id": 1, "type": "select", "args": {"card": [1, 2]}}',
    '{"id": 1, "type": "select", "args": {"card": 104}}',
    '{"id": 1, "type": "move", "args": {"card": 15, "tray": 1e-7}}',
    '{"id": 1, "type": "move", "args": {"card": 15, "tray": 0}}',
    '{"id": 1, "type": "move", "args": {"tray": 2}}',
    '{"id": 1, "type": "discard", "args": {"card": 15}}',
    '{"id": 1, "type": "bot_turn"}',
    '{"id": 1, "type": "declare"}',
    '{"id": 1, "type": "new_game", "args": {"seed": 0.30000000000000004}}',
    '{"id": 1, "type": "new_game", "args": {"seed": 1e400}}',
    '{"id": 1, "type": "new_game", "args": {"seed": -3}}',
    '{"id": 1, "type": "new_game", "args": {"seed": 9007199254740992}}',
    '{"id": 1, "type": "new_game", "args": {"seed": "abc"}}',
    '{"id": 1, "type": "new_game", "args": {"seed": "\\u00e9"}}',
    '{"id": 1, "type": "new_game", "args": {"seed": null}}',
    '{"id": 1, "type": "new_game", "args": {"seed": true}}',
]


def section_protocol() -> None:
    session = Session()
    for text in ODD_REQUESTS[:8]:
        print("idle " + session.handle(0, text))
    session.handle(0, '{"id": 0, "type": "new_game", "args": {"seed": 17, "guided": true}}')
    for text in ODD_REQUESTS:
        print("guided " + session.handle(0, text))


# Requests at the edges of JSON, where the runtimes' own json modules disagree (issue 9):
# each must get the same reply bytes on both, always valid UTF-8.
EDGE_REQUESTS = [
    '{"id": 1, "type": "view"}\u0000', '{"id": 1, "type": "view"}\u0000\u0000', "NaN",
    '{"id": 1, "type": NaN}', '{"id": 1, "type": Infinity}', '{"id": -Infinity}',
    '{"id": 1, "type": "\\ud800"}', '{"id": 1, "type": "\\udc00x"}',
    '{"id": 1, "type": "\\ud800\\u0041"}', '{"id": 1, "type": "\\ud83c\\udccf"}',
    '{"id": 1, "type": "\\uD83D\\uDE00"}', '{"id": 1, "type": "a\\u0000b"}',
    '{"id": 1, "type": "\\u00e9\\u2028"}', '{"id": 1, "type": "\\x41"}',
    '{"id": 1, "type": "\\u12"}', '{"id": 1, "type": "a\u0001b"}', '{"id": 1, "type": "a\nb"}',
    '{"id": 1, "type": "a\u007fb"}', "\ufeff{}", '{"id": 01}', '{"id": -}', '{"id": 1.}',
    '{"id": .5}', '{"id": +1}', '{"id": 1e}', '{"id": 9, "id": 9}', '{"id": 1,}', "[1,]",
    '{"id": 1 "type": "view"}', "tru", "nul", "[true false]", "{1: 2}", '{"a" 1}',
    '{"id": 1, "type": "view"} x', " \t\r\n" + '{"id": 7, "type": "view"}' + " \n",
    '{"id": 123456789012345678901234567890, "type": "view"}',
    '{"id": 1, "type": "new_game", "args": {"seed": 1' + "0" * 60 + '}}',
    '{"id": 1, "type": "new_game", "args": {"seed": -1' + "9" * 39 + '}}',
    '{"id": 1, "type": "new_game", "args": {"seed": 2.50e-3}}',
    '{"id": 1, "type": "new_game", "args": {"seed": 1E400}}',
    '{"id": 1, "type": "new_game", "args": {"seed": -0}}',
    '{"id": 1, "type": "new_game", "args": {"seed": "' + "é" * 100 + '"}}',
    '{"id": 1, "type": "new_game", "args": {"seed": [' + ",".join(["17"] * 100) + ']}}',
    '{"id": 1, "type": "' + "x" * 5000 + '"}',
    '{"id": 1, "type": "new_game", "args": {"profile": "' + "\\u2663" * 60 + '"}}',
    '{"id": 1, "type": "new_game", "args": {"profile": "twine", "format": "pool' + "1" * 80
    + '"}}',
    '{"id": 1, "type": "new_game", "args": {"seed": 5, "profile": "twine", "seats": '
    '[{"name": "Jos\\u00e9 \\u00a0 \\u3000x"}, {"bot": "mira", "name": "  \\u00f1and\\u00fa  "}]}}',
    '{"id": 1, "type": "new_game", "args": {"seed": 5, "profile": "twine", "seats": '
    '[{"name": "a\\u001cb"}, {"bot": "mira"}]}}',
    '{"id": 1, "type": "new_game", "args": {"seed": 5, "profile": "twine", "seats": '
    '[{"name": "a\\u0085b"}, {"bot": "mira"}]}}',
    "[" * 32 + "]" * 32, "[" * 33 + "]" * 33, '{"a":' * 40 + "1" + "}" * 40,
    "[" * 150 + "]" * 150, "[" * 100000, "{" * 200,
    "x" * 70000,
]

# The same, as bytes: text that is not UTF-8 in every way the runtimes read differently.
EDGE_BYTES = [
    b'{"id": 1, "type": "view"}', b'{"id": 1, "type": "\xff"}', b'\xef\xbb\xbf{}',
    b'{"id": 1, "type": "\xed\xa0\x80"}', b'{"id": 1, "type": "\xc0\x80"}',
    b'{"id": 1, "type": "\xe0\x80\x80"}', b'{"id": 1, "type": "\xf4\x90\x80\x80"}',
    b'{"id": 1, "type": "\xf0\x9f\x83"}', b'{"id": 1, "type": "\xf0\x9f\x83\x8f"}',
    b'{"id": 1, "type": "\x80"}', b'{"id": 1, "type": "view"}\x00', b"\xc3",
]


def section_edges() -> None:
    session = Session()
    for text in EDGE_REQUESTS[:6]:
        print("idle " + session.handle(0, text)[:400])
    session.handle(0, '{"id": 0, "type": "new_game", "args": {"seed": 17, "guided": true}}')
    for text in EDGE_REQUESTS:
        reply = session.handle(0, text)
        # One line per request; a reply to a new match prints only its head.
        print("guided %d %s" % (len(reply.encode()), reply[:600]))
    for data in EDGE_BYTES:
        print("bytes " + session.handle(0, data)[:300])
    # Text that holds a lone surrogate itself (a JavaScript string can).
    print("text " + session.handle(0, '{"id": 1, "type": "a' + chr(0xD800) + '"}')[:300])
    print("text " + session.handle(0, chr(0xDFFF))[:300])


def section_scoring(count: int = 60) -> None:
    """A loser's points under both scored profiles, with the grouping used."""
    rng = Rng(9090)
    big = pack(2, 4)
    hands = _hands(count)
    for _ in range(count // 3):  # hands from the 108-card pack, four jokers and all
        hands.append((1 + rng.below(13), sample(rng, big, 13)))
    for wild, cards in hands:
        for rules in (TWINE, CLASSIC):
            score = score_hand(cards, wild, rules)
            out("score", rules.name, wild, codes(cards), score.points, score.all_counted,
                score.why, group_rows(score.groups), codes(score.loose))


def _scored_player(game: _Game, move: int) -> None:
    """Draw (every third turn from the discard pile when allowed), Arrange, declare only a
    complete hand, else discard; drop on the first turn of every fifth deal."""
    view = game.view
    if view["controls"]["drop"] and view["standings"]["deal"] % 5 == 0:
        game.send("drop")
        return
    source = "discard" if move % 3 == 0 and view["controls"]["draw_discard"] else "stock"
    if not game.send("draw", {"source": source})["ok"]:
        game.send("draw", {"source": "stock"})
    game.send("arrange")
    trays = game.view["trays"]
    if all(t["valid"] for t in trays if t["cards"]) and game.view["selected"] is not None:
        game.send("discard_declare")
    else:
        game.send("discard")


def game_scored(label: str, profile: str, match_format: str, bots: list, seed: int,
                limit: int = 3000) -> None:
    """A match through the session: the player's seat plays ``_scored_player``, the bots
    their own turns; every reply is printed, then the match's export."""
    game = _Game(label)
    seats = [{"name": "You"}] + [{"bot": b} for b in bots]
    game.send("new_game", {"seed": seed, "profile": profile, "format": match_format,
                           "seats": seats})
    moves = 0
    for _ in range(limit):
        if game.view["phase"] == "over" and game.view["standings"]["over"]:
            break
        moves = _step(game, moves)
    match = game.session.match
    assert match is not None
    print(label + " export " + dumps(match.export()))
    print(label + " replayed " + dumps(Match.load(match.export()).export() == match.export()))


def section_matches() -> None:
    game_scored("twine-deal", "twine", "deal", ["mira"], 31)
    game_scored("twine-pool101", "twine", "pool101", ["mira"], 32)
    game_scored("classic-2-pool201", "classic", "pool201", ["mira"], 33)
    game_scored("classic-6-pool101", "classic", "pool101", ["mira"] * 5, 34)


def section_deals() -> None:
    """Deals Rummy: a best of 2 through the session (chips in every view), and a three-seat
    tie played off between the tied seats (scripted by drops)."""
    game_scored("twine-deals2", "twine", "deals2", ["mira"], 35)
    match = Match.new("classic", "deals2", [{}, {}, {}], 8)
    for seat in (0, 1, "next", 1, 2, "next"):
        if seat == "next":
            match.next_deal(0)
        else:
            match.drop(seat)
        out("tie", match.number, match.chips, match.eliminated, match.tie_break, match.over)
    match.drop(match.deal.turn)
    out("tie over", match.chips, match.winner, match.standing())
    print("tie export " + dumps(match.export()))


def section_turns() -> None:
    """The bot tables' turn clock (timeouts, the third in a row a drop) and auto-drop
    (asked for, taken back, fired on the next turn), every reply printed."""
    game = _Game("clock")
    game.send("new_game", {"seed": 36, "profile": "classic", "format": "pool101",
                           "players": 3, "clock": {"turn": 30}})
    for _ in range(12):
        if game.view["phase"] == "over":
            break
        game.send("bot_turn" if game.view["phase"] == "bot" else "timeout")
    game = _Game("auto-drop")
    game.send("new_game", {"seed": 37, "profile": "classic", "format": "deal", "players": 3})
    game.send("auto_drop", {"on": "yes"})
    for last in (False, True):  # taken back: nothing happens; then kept: it fires
        game.send("draw", {"source": "stock"})
        game.send("auto_drop", {"on": True})  # not after a draw
        game.send("discard", {"card": game.view["drawn"]})
        game.send("auto_drop", {"on": True})
        game.send("auto_drop", {"on": last})
        while game.view["phase"] == "bot":
            game.send("bot_turn")


def _step(game: _Game, moves: int) -> int:
    """One step of a scored match as game_scored plays it; the player's moves so far."""
    view = game.view
    if view["phase"] == "over":
        game.send("next_deal")
    elif view["phase"] == "bot":
        game.send("bot_turn")
    else:
        moves += 1
        _scored_player(game, moves)
    return moves


def section_resume() -> None:
    """A Pool 101 match against Kiran kept as it is played (each reply's new log records,
    Session.to_keep), resumed from its kept copy in a new session, refused when the copy
    is bad, then played on in both sessions to the same end."""
    game = _Game("kept")
    game.send("new_game", {"seed": 38, "profile": "twine", "format": "pool101",
                           "seats": [{"name": "You"}, {"bot": "kiran"}], "clock": {"turn": 30}})
    log: list = []
    moves = 0
    steps = 0
    # Kept into the second deal (how long the first lasts is the coach's play).
    while steps < 14 or game.session.match.number < 2:
        steps += 1
        moves = _step(game, moves)
        piece = game.session.to_keep()
        if piece is not None:
            print("kept " + dumps(piece))
            log = log[:piece["from"]] + piece["log"]
    match = game.session.match
    assert match is not None
    out("kept copy whole", log == match.export()["log"])
    record = {"match": match.export(), "options": {"clock": {"turn": 30}}}
    again = _Game("resumed")
    again.send("resume", record)
    print("resumed keeps " + dumps(again.session.to_keep()))
    bad = match.export()
    bad["log"][1]["card"] = 999
    practice = Match.new("practice", "deal", [{}, {"name": "Mira", "bot": "mira"}], 5).export()
    for args in ({}, {"match": []}, {"match": bad}, {"match": practice},
                 {"match": dict(match.export(), seats=[{}, {}])},
                 {"match": dict(match.export(), seats=[{}, {"name": "Zed", "bot": "zed"}])},
                 {"match": dict(match.export(), secret="ab" * 16)},
                 {"match": match.export(), "options": {"clock": {"turn": 7}}},
                 {"match": match.export(), "options": []}):
        again.send("resume", args)
    for _ in range(3000):
        if game.view["phase"] == "over" and game.view["standings"]["over"]:
            break
        _step(again, moves)  # in the same state as game: the same step
        moves = _step(game, moves)
    out("resumed ends the same", game.session.match.export() == again.session.match.export(),
        game.view["standings"]["over"])


def kiran_match(label: str, profile: str, match_format: str, bots: list, seed: int) -> None:
    """Bots alone play a whole match; every turn's words, then the match's export."""
    match = new_match(profile, match_format, bots, seed)
    while not match.over:
        if match.deal_over():
            match.next_deal(0)
            continue
        seat = match.deal.turn
        play_bot_turn(match, seat)
        out(label, match.number, seat, last_move(match.deal, seat))
    print(label + " export " + dumps(match.export()))


def section_kiran() -> None:
    """Kiran's moves, beside Mira and himself, at every profile."""
    kiran_match("practice", "practice", "deal", ["kiran", "mira"], 41)
    for seed in (42, 43, 44):
        kiran_match("twine-%d" % seed, "twine", "deal", ["kiran", "mira"], seed)
        kiran_match("twine-%d-swapped" % seed, "twine", "deal", ["mira", "kiran"], seed)
    kiran_match("twine-pool101", "twine", "pool101", ["kiran", "mira"], 45)
    kiran_match("classic-3-pool201", "classic", "pool201", ["kiran", "mira", "kiran"], 46)
    kiran_match("classic-6-deal", "classic", "deal", ["kiran", "mira"] * 3, 47)


def section_tara() -> None:
    """Tara's moves, beside Kiran and Mira, at every profile (short: MicroPython is slower)."""
    kiran_match("tara-practice", "practice", "deal", ["tara", "mira"], 51)
    kiran_match("tara-twine-52", "twine", "deal", ["tara", "kiran"], 52)
    kiran_match("tara-twine-52-swapped", "twine", "deal", ["kiran", "tara"], 52)
    kiran_match("tara-classic-3-deal", "classic", "deal", ["tara", "kiran", "mira"], 55)


def section_coach() -> None:
    """The coach's hints and a deal's review, on a deal played half by the hints and half
    by throwing each drawn card (so every mark can come up), and a review of a bot seat."""
    session = Session()
    session.handle(0, '{"type": "new_game", "args": {"seed": 9}}')
    match = session.match
    assert match is not None
    turn = 0
    while match.deal.result is None:
        if match.deal.turn != 0:
            session.handle(0, '{"type": "bot_turn"}')
            continue
        hint = json.loads(session.handle(0, '{"type": "hint"}'))["result"]["hint"]
        out("hint", turn, hint)
        if hint["step"] == "draw" and turn % 2 == 0:
            session.handle(0, dumps({"type": "draw", "args": {"source": hint["source"]}}))
        elif hint["step"] == "draw":
            session.handle(0, '{"type": "draw", "args": {"source": "stock"}}')
        elif hint["step"] == "declare":
            session.handle(0, dumps({"type": "discard_declare", "args": {"card": hint["card"]}}))
        else:
            card = hint["card"] if turn % 3 else match.deal.drawn
            if card == match.deal.picked:
                card = hint["card"]
            session.handle(0, dumps({"type": "discard", "args": {"card": card}}))
            turn += 1
    out("review", json.loads(session.handle(0, '{"type": "review"}'))["result"]["review"])
    served = TableSession(new_match("twine", "deal", [{"name": "A"}, {"name": "B"}], 3))
    out("served hint", json.loads(served.handle(0, '{"type": "hint"}'))["error"])
    out("idle bots", json.loads(Session().handle(0, '{"type": "view"}'))["result"]["bots"])
    out("no such bot", json.loads(Session().handle(
        0, '{"type": "new_game", "args": {"profile": "twine", "players": 2, "bot": "bob"}}'
    ))["error"])
    from indian_rummy.bots.coach import advise
    from indian_rummy.bots.sight import Sight
    bots = new_match("twine", "deal", ["kiran", "tara"], 12)
    while not bots.deal_over():
        # Every choice's points and the chance to win: integers both runtimes must agree on.
        advice = advise(Sight.of(bots.deal, bots.deal.turn))
        out("advice", bots.deal.turn, advice.win, advice.text,
            [(o.as_record(), points) for o, points in advice.options])
        play_bot_turn(bots, bots.deal.turn)
    from indian_rummy.protocol.review import review
    out("bot review", review(bots, 1))


def section_kept() -> None:
    """review_kept: the reviews of a kept match's deals, with their results and marks, and
    its refusals, beside the match being played (its view unchanged)."""
    played = Session()
    played.handle(0, dumps({"type": "new_game", "args": {
        "seed": 610, "profile": "twine", "format": "pool101",
        "seats": [{"name": "You"}, {"bot": "kiran"}]}}))
    match = played.match
    assert match is not None
    while match.deal.result is None:  # deal 1: every card drawn is thrown
        if match.deal.turn != 0:
            played.handle(0, '{"type": "bot_turn"}')
            continue
        played.handle(0, '{"type": "draw", "args": {"source": "stock"}}')
        played.handle(0, dumps({"type": "discard", "args": {"card": match.deal.drawn}}))
    played.handle(0, '{"type": "next_deal"}')
    while match.deal.result is None:  # deal 2: a drop
        played.handle(0, '{"type": "bot_turn"}' if match.deal.turn else '{"type": "drop"}')
    kept = match.export()
    session = Session()
    session.handle(0, '{"type": "new_game", "args": {"seed": 3}}')
    for deal in (1, 2):
        reply = json.loads(session.handle(0, dumps({"type": "review_kept", "args": {
            "match": kept, "deal": deal}})))
        out("kept review", deal, reply["result"]["kept_review"])
    for args in ({"match": kept, "deal": 3}, {"match": kept, "deal": "1"},
                 {"match": dict(kept, profile="poker"), "deal": 1},
                 {"match": dict(kept, log=kept["log"][:4]), "deal": 1},
                 {"match": kept, "deal": 1, "seat": 5}, {"match": [], "deal": 1}):
        reply = json.loads(session.handle(0, dumps({"type": "review_kept", "args": args})))
        out("kept refused", reply["error"], reply["result"]["kept_review"])
    out("kept idle", json.loads(Session().handle(0, dumps({"type": "review_kept", "args": {
        "match": kept, "deal": 2}})))["result"]["kept_review"]["result"])


def section_dead() -> None:
    """Every deal ends: a twine deal of drawn cards thrown back is dead once its stock runs
    out after the rebuilds, a classic one of cards passed through the discard pile at the
    turn limit; each result in words, the next deal, and the export replayed."""
    for profile, source in (("twine", "stock"), ("classic", "discard")):
        match = Match.new(profile, "pool101", [{}, {}], 45)
        while not match.deal_over():
            deal = match.deal
            seat = deal.turn
            match.draw(seat, source if deal.can_draw(seat, source) else "stock")
            match.discard(seat, [c.id for c in deal.hand_of(seat) if c.id != deal.picked][0]
                          if source == "discard" else deal.drawn)
        deal = match.deal
        out("dead", profile, deal.turns, deal.reshuffles, len(deal.log), codes(deal.stock),
            match.totals, result_view(match, 0), status(match, 0))
        match.next_deal(0)
        out("dead next", profile, match.number, match.deal.turn, match.totals,
            codes(match.deal.hand_of(match.deal.turn)))
        print(profile + " dead export " + dumps(match.export()))
        print(profile + " dead replayed " + dumps(Match.load(match.export()).export() ==
                                                  match.export()))


def section_branch() -> None:
    """Play on from here: a finished practice deal against Mira played again from each of
    your turns with the real cards; from the second, throwing a card you did not draw and
    then the coach to the end; the refusals; the table's view unchanged throughout."""
    session = Session()
    session.handle(0, '{"type": "new_game", "args": {"seed": 8}}')
    match = session.match
    assert match is not None
    while match.deal.result is None:  # every card you draw thrown: Mira wins
        if match.deal.turn != 0:
            session.handle(0, '{"type": "bot_turn"}')
            continue
        session.handle(0, '{"type": "draw", "args": {"source": "stock"}}')
        session.handle(0, dumps({"type": "discard", "args": {"card": match.deal.drawn}}))
    table = session.handle(0, '{"type": "view"}')
    for turn in (1, 3, 2):
        reply = json.loads(session.handle(0, dumps({"type": "branch", "args": {"turn": turn}})))
        out("branch", turn, reply["result"]["branch"])
    reply = json.loads(session.handle(0, dumps({"type": "in_branch", "args": {
        "type": "draw", "args": {"source": "stock"}}})))
    shown = reply["result"]["branch"]
    out("in branch", reply["ok"], shown)
    kept = [c["id"] for t in shown["view"]["trays"] for c in t["cards"]
            if c["id"] != shown["view"]["drawn"]]
    reply = json.loads(session.handle(0, dumps({"type": "in_branch", "args": {
        "type": "discard", "args": {"card": kept[0]}}})))
    out("in branch", reply["ok"], reply["result"]["branch"])
    ending = None
    while ending is None:
        reply = json.loads(session.handle(0, dumps({"type": "in_branch", "args": {
            "type": "bot_turn"}})))
        shown = reply["result"]["branch"]
        ending = shown["ending"]
        out("coach", shown["turn"], shown["others"], shown["view"]["trays"], ending)
    for kind, args in (("branch", {"turn": 0}), ("branch", {"turn": 9}),
                       ("branch", {"turn": 1, "deal": 2}), ("in_branch", {"type": "new_game"}),
                       ("in_branch", {"type": "bot_turn"})):
        reply = json.loads(session.handle(0, dumps({"type": kind, "args": args})))
        out("branch refused", kind, reply["error"])
    out("table unchanged", session.handle(0, '{"type": "view"}') == table)


def section_puzzle() -> None:
    """Puzzles: a position at a draw and a step off the coach's; at a throw, the coach's
    card, its twin and another; a complete hand declared; a kept game's turn after its
    real draw; the refusals; the table's view unchanged throughout."""
    session = Session()
    session.handle(0, '{"type": "new_game", "args": {"seed": 5}}')
    table = session.handle(0, '{"type": "view"}')

    def asked(kind: str, args: object) -> dict:
        return json.loads(session.handle(0, dumps({"type": kind, "args": args})))

    at_draw = {"profile": "twine", "seats": ["kiran", None], "seed": 7,
               "moves": "s25 d23 d82", "seat": 1}
    out("puzzle", asked("puzzle", {"position": at_draw})["result"]["puzzle"])
    reply = asked("in_puzzle", {"type": "draw", "args": {"source": "discard"}})
    out("answered", reply["ok"], reply["result"]["puzzle"]["answered"])
    at_throw = {"profile": "twine", "seats": [None, "mira"], "seed": 1, "moves": "",
                "seat": 0, "drawn": "stock"}
    for card in (0, 52, 14):  # the coach's throw, its twin, another
        shown = asked("puzzle", {"position": at_throw})["result"]["puzzle"]
        reply = asked("in_puzzle", {"type": "discard", "args": {"card": card}})
        out("answered", card, shown["question"], shown["choices"],
            reply["result"]["puzzle"]["answered"])
    complete = {"profile": "twine", "seats": [None, "mira"], "seed": 9,
                "moves": "s38 s28 s51 d34", "seat": 0, "drawn": "stock"}
    shown = asked("puzzle", {"position": complete})["result"]["puzzle"]
    reply = asked("in_puzzle", {"type": "discard_declare", "args": {"card": 102}})
    out("answered", shown["question"], reply["result"]["puzzle"]["answered"])
    kept = {}
    for seed in (16, 12):  # Mira declares at 16, drops at once at 12
        match = new_match("twine", "deal", ["mira", "kiran"], seed)
        while not match.deal_over():
            play_bot_turn(match, match.deal.turn)
        kept[seed] = json.loads(dumps(match.export()))
    dropped = kept[12]
    kept = kept[16]
    shown = asked("puzzle", {"match": kept, "seat": 0, "turn": 2, "step": "discard"})[
        "result"]["puzzle"]
    out("kept puzzle", shown)
    reply = asked("in_puzzle", {"type": "discard", "args": {"card": shown["view"]["drawn"]}})
    out("answered", reply["result"]["puzzle"]["answered"])
    for kind, args in (("puzzle", {"position": []}),
                       ("puzzle", {"position": dict(at_draw, seat=0)}),
                       ("puzzle", {"match": kept, "turn": 2, "step": "throw"}),
                       ("puzzle", {"match": kept, "turn": 0, "step": "draw"}),
                       ("puzzle", {"match": dropped, "turn": 1, "step": "discard"}),
                       ("puzzle", {}), ("in_puzzle", {"type": "discard", "args": {"card": 0}})):
        reply = asked(kind, args)
        out("puzzle refused", kind, reply["error"])
    asked("puzzle", {"position": at_draw})
    out("puzzle refused", "in_puzzle", asked("in_puzzle", {"type": "new_game"})["error"])
    out("table unchanged", session.handle(0, '{"type": "view"}') == table)


def section_model() -> None:
    """The fitted model (bots/model.py): its parameters as loaded, its curve, and every
    position's features, terms and outlook over a two-player and a five-seat deal."""
    from indian_rummy.bots import model, model_params
    from indian_rummy.bots.sight import Sight
    out("params", model_params.ONE, model_params.STEPS, [
        (len(p), sum(p)) for p in (model_params.WIN, model_params.PAID,
                                   model_params.COLLECTED, model_params.CURVE,
                                   model_params.CALIBRATED_WIN,
                                   model_params.CALIBRATED_POINTS)])
    out("curve", [model._logistic(k * model_params.ONE // 5) for k in range(-45, 46)])
    for profile, bots, seed in (("twine", ["kiran", "mira"], 61),
                                ("classic", ["mira", "kiran", "mira", "kiran", "mira"], 62)):
        match = new_match(profile, "deal", bots, seed)
        while not match.deal_over():
            seat = match.deal.turn
            values = model.features(Sight.of(match.deal, seat))
            out("model", profile, seat, values, model.design(values, seat % 3),
                model.outlook(values, seat % 3))
            play_bot_turn(match, seat)


SECTIONS = {
    "notation": section_notation,
    "prng": section_prng,
    "keyed": section_keyed,
    "groups": section_groups,
    "checker": section_checker,
    "distance": section_distance,
    "arrange": section_arrange,
    "games": section_games,
    "protocol": section_protocol,
    "edges": section_edges,
    "scoring": section_scoring,
    "matches": section_matches,
    "deals": section_deals,
    "turns": section_turns,
    "resume": section_resume,
    "kiran": section_kiran,
    "tara": section_tara,
    "coach": section_coach,
    "kept": section_kept,
    "branch": section_branch,
    "puzzle": section_puzzle,
    "dead": section_dead,
    "model": section_model,
}


def main() -> None:
    for name in SECTIONS:
        print("## " + name)
        SECTIONS[name]()


if __name__ == "__main__":
    main()
