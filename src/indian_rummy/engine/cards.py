"""Cards, ranks, suits and their text notation.

The practice table plays with two 52-card decks and one printed joker per
deck: 106 cards. The scored tables use one deck and two jokers (54 cards) or
two decks and four jokers (108). Two cards of equal rank and suit from
different decks are distinct objects, told apart by their ``id``.

>>> Card.parse("10♣").label()
'10♣'
>>> Card.parse("qd").code()
'QD'
>>> [c.label() for c in parse_cards("3H 3h JK")]
['3♥', '3♥', 'JK']
>>> parse_cards("3H 3h JK")[1].deck
1
"""

RANK_CODES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
RANK_NAMES = ("ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
              "jack", "queen", "king")
RANK_PLURALS = ("Aces", "Twos", "Threes", "Fours", "Fives", "Sixes", "Sevens", "Eights",
                "Nines", "Tens", "Jacks", "Queens", "Kings")
SUIT_CODES = ("S", "H", "D", "C")
SUIT_SYMBOLS = ("♠", "♥", "♦", "♣")
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")

ACE = 1
JACK = 11
QUEEN = 12
KING = 13
JOKER = 0  # the rank of a printed joker
NO_SUIT = -1

DECKS = 2
CARDS_PER_DECK = 52
JOKER_IDS = (104, 105, 106, 107)
CARD_IDS = DECKS * CARDS_PER_DECK + len(JOKER_IDS)  # every card id is below this
DECK_SIZE = DECKS * CARDS_PER_DECK + 2  # the practice pack: two decks, two jokers

_RANK_BY_TEXT = {"T": 10}
for _i, _code in enumerate(RANK_CODES):
    _RANK_BY_TEXT[_code] = _i + 1
_SUIT_BY_TEXT = {}
for _i, _code in enumerate(SUIT_CODES):
    _SUIT_BY_TEXT[_code] = _i
    _SUIT_BY_TEXT[SUIT_SYMBOLS[_i]] = _i
# The text-presentation variants some keyboards produce for the same suits.
_SUIT_BY_TEXT["♤"] = 0
_SUIT_BY_TEXT["♡"] = 1
_SUIT_BY_TEXT["♢"] = 2
_SUIT_BY_TEXT["♧"] = 3


def message(id: str, **args: object) -> dict:
    """A sentence for a player, as its catalog id and arguments, never its words: the
    engine sends ``{"id": id, "args": args}`` and whoever shows it renders it in the
    reader's language (``indian_rummy/locales``). Args are strings, integers or
    messages themselves (rendered first).

    >>> message("drew-stock", card="5♥")
    {'id': 'drew-stock', 'args': {'card': '5♥'}}
    """
    return {"id": id, "args": args}


def listed(items: list, joined: str = "list-and") -> "dict | str":
    """Several parts of a sentence as one: ``joined`` ("list-and": "a and b";
    "list-comma": "a, b") holds the first and the rest, so each language joins
    them its own way. A single part is itself."""
    if len(items) == 1:
        return items[0]
    return message(joined, first=items[0], rest=listed(items[1:], joined))


def sentences(parts: list) -> "dict | str":
    """Sentences told one after another, as one message (``sentences``: the first and
    the rest); "" for none."""
    if not parts:
        return ""
    if len(parts) == 1:
        return parts[0]
    return message("sentences", first=parts[0], rest=sentences(parts[1:]))


def words_of(value: object) -> str:
    """A developer's reading of a message: its id and args (the renderer, with the
    catalogs, is CPython's; MicroPython has only this).

    >>> words_of(message("dropped", points=20))
    'dropped(points=20)'
    """
    if not isinstance(value, dict):
        return str(value)
    args = value.get("args") or {}
    return "%s(%s)" % (value.get("id"), ", ".join(
        ["%s=%s" % (k, words_of(args[k])) for k in sorted(args)]))




class RummyError(ValueError):
    """Base of every error the engine raises for bad input or an illegal action."""

    code = "bad_request"


class NotationError(RummyError):
    """Card or rank text that cannot be read; the message quotes the bad token."""


def parse_rank(text: str) -> int:
    """Read a rank such as ``"A"``, ``"10"``, ``"t"`` or ``"Q"``.

    >>> parse_rank("t"), parse_rank("A"), parse_rank("k")
    (10, 1, 13)
    """
    rank = _RANK_BY_TEXT.get(text.strip().upper())
    if rank is None:
        raise NotationError("not a rank: %r (use A 2-10 J Q K, or T for ten)" % (text,))
    return rank


def rank_code(rank: int) -> str:
    return RANK_CODES[rank - 1]


class Card:
    """One physical card: a rank and suit (or a printed joker) from one deck.

    Ids: deck ``d`` (0 or 1), suit ``s`` (0-3 for S H D C), rank ``r`` (1-13)
    give ``id = 52*d + 13*s + r - 1``; the printed jokers are 104 to 107
    (their ``deck`` counts them 0 to 3).
    """

    __slots__ = ("id", "rank", "suit", "deck")

    def __init__(self, card_id: int) -> None:
        if not isinstance(card_id, int) or isinstance(card_id, bool) or not (
                0 <= card_id < CARD_IDS):
            raise NotationError("not a card id: %r (0-%d)" % (card_id, CARD_IDS - 1))
        self.id = card_id
        if card_id >= DECKS * CARDS_PER_DECK:
            self.rank = JOKER
            self.suit = NO_SUIT
            self.deck = card_id - DECKS * CARDS_PER_DECK
        else:
            self.deck = card_id // CARDS_PER_DECK
            rest = card_id % CARDS_PER_DECK
            self.suit = rest // 13
            self.rank = rest % 13 + 1

    @classmethod
    def of(cls, rank: int, suit: int, deck: int = 0) -> "Card":
        """The card of this rank and suit from deck 0 or 1 (rank 0: joker number ``deck``)."""
        if rank == JOKER:
            return cls(JOKER_IDS[deck])
        return cls(CARDS_PER_DECK * deck + 13 * suit + rank - 1)

    @classmethod
    def parse(cls, text: str, deck: int = 0) -> "Card":
        """Read one card in text notation (case-insensitive).

        >>> Card.parse("Joker").is_joker()
        True
        >>> Card.parse("1x")
        Traceback (most recent call last):
        ...
        indian_rummy.engine.cards.NotationError: not a card: '1x' (try 10C, QD, 7♥ or JK)
        """
        rank, suit = parse_face(text)
        return cls.of(rank, suit, deck)

    def is_joker(self) -> bool:
        return self.rank == JOKER

    def face(self) -> tuple:
        """(rank, suit): equal for the two copies of a card from the two decks."""
        return (self.rank, self.suit)

    def code(self) -> str:
        """ASCII notation: ``10C``, ``QD``, ``JK``."""
        if self.rank == JOKER:
            return "JK"
        return RANK_CODES[self.rank - 1] + SUIT_CODES[self.suit]

    def label(self) -> str:
        """Notation with suit symbols: ``10♣``, ``Q♦``, ``JK``."""
        if self.rank == JOKER:
            return "JK"
        return RANK_CODES[self.rank - 1] + SUIT_SYMBOLS[self.suit]

    def name(self) -> str:
        """Words for screen readers: ``ten of clubs``, ``printed joker``."""
        if self.rank == JOKER:
            return "printed joker"
        return RANK_NAMES[self.rank - 1] + " of " + SUIT_NAMES[self.suit]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and other.id == self.id

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def __lt__(self, other: "Card") -> bool:
        return sort_key(self) < sort_key(other)

    def __hash__(self) -> int:
        return self.id

    def __repr__(self) -> str:
        return "Card.parse(%s, deck=%d)" % (_quote(self.code()), self.deck)

    def __str__(self) -> str:
        return self.label()


def _quote(text: str) -> str:
    # repr() of non-ASCII text differs between CPython and MicroPython.
    return "'" + text + "'"


def parse_face(text: str) -> tuple:
    """Read card text into ``(rank, suit)``; a printed joker is ``(0, -1)``."""
    token = text.strip()
    upper = token.upper()
    if upper in ("JK", "JOKER"):
        return (JOKER, NO_SUIT)
    if len(token) >= 2:
        suit = _SUIT_BY_TEXT.get(upper[-1])
        rank = _RANK_BY_TEXT.get(upper[:-1])
        if suit is not None and rank is not None:
            return (rank, suit)
    raise NotationError("not a card: %s (try 10C, QD, 7♥ or JK)" % (_quote(text),))


def parse_cards(text: "str | list", jokers: int = 2) -> list:
    """Read cards separated by spaces or commas, giving each its own physical card.

    The first ``7H`` is deck 0's seven of hearts, the second deck 1's; a third
    copy cannot exist and is an error quoting it. A pack holds ``jokers``
    printed jokers (2, or 4 at a classic table of three or more).

    >>> [c.id for c in parse_cards("JK JK JK", jokers=4)]
    [104, 105, 106]
    """
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    seen: dict = {}
    cards = []
    for token in tokens:
        face = parse_face(token)
        copies = seen.get(face, 0)
        if copies >= (jokers if face[0] == JOKER else DECKS):
            if face[0] == JOKER and jokers != DECKS:
                raise NotationError("more than %d of %s: the pack has %d printed jokers" % (
                    jokers, _quote(token), jokers))
            raise NotationError("more than two of %s: there are only two decks" % (
                _quote(token),))
        seen[face] = copies + 1
        cards.append(Card.of(face[0], face[1], copies))
    return cards


def format_cards(cards: list, ascii: bool = False) -> str:
    """Cards as text, separated by spaces."""
    if ascii:
        return " ".join([c.code() for c in cards])
    return " ".join([c.label() for c in cards])


def sort_key(card: Card) -> int:
    """Suit, then rank, then deck; jokers last (as one number: sorting is frequent)."""
    if card.rank == JOKER:
        return 2 * CARDS_PER_DECK + card.deck
    return card.id % CARDS_PER_DECK * 2 + card.deck


def full_deck() -> list:
    """The practice pack's 106 cards in id order."""
    return pack(DECKS, 2)


def pack(decks: int, jokers: int) -> list:
    """``decks`` 52-card decks (1 or 2) and ``jokers`` printed jokers, in id order.

    >>> len(pack(1, 2)), len(pack(2, 2)), len(pack(2, 4))
    (54, 106, 108)
    """
    return _ALL[:CARDS_PER_DECK * decks] + _ALL[DECKS * CARDS_PER_DECK:][:jokers]


# Cards never change once made, so every deal shares these.
_ALL = [Card(i) for i in range(CARD_IDS)]


def wild_rank_for(indicator: Card) -> int:
    """The wild rank an indicator sets: its own rank; aces if it is a printed joker."""
    if indicator.rank == JOKER:
        return ACE
    return indicator.rank


def is_wild(card: Card, wild_rank: int) -> bool:
    """Printed jokers and every card of the wild rank, in all suits and both decks."""
    return card.rank == JOKER or card.rank == wild_rank


def card_points(card: Card, wild_rank: int) -> int:
    """J, Q, K and A count 10, number cards their face value, wild cards 0."""
    if is_wild(card, wild_rank):
        return 0
    if card.rank == ACE or card.rank >= JACK:
        return 10
    return card.rank
