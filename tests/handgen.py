"""Generators of test hands: random ones, and complete ones built group by group.

Random 13-card hands are almost never complete, so the cross-checks also use
hands built from valid groups, and "near" hands: a complete hand with one card
swapped out. Cards are (rank, suit) pairs; rank 0 is a printed joker.
"""

import random

SIZES = ([3, 3, 3, 4], [3, 3, 7], [3, 4, 6], [4, 4, 5], [3, 5, 5], [3, 3, 3, 4], [3, 10],
         [6, 7], [4, 9], [5, 8], [3, 3, 3, 4])


def full_pack(decks=2, jokers=2):
    pack = [(r, s) for _ in range(decks) for s in range(4) for r in range(1, 14)]
    return pack + [(0, -1)] * jokers


def random_hand(rng, size=13, decks=2, jokers=2):
    return rng.sample(full_pack(decks, jokers), size)


def _take(pool, card):
    if card in pool:
        pool.remove(card)
        return True
    return False


def _wild_cards(pool, wild_rank):
    return [c for c in pool if c[0] == 0 or c[0] == wild_rank]


def _take_group(rng, pool, faces, holes, wild_rank):
    """Take these faces from the pool, a random wild card at each hole; None if out of cards."""
    trial = list(pool)
    cards = []
    for k, face in enumerate(faces):
        if k in holes:
            wilds = _wild_cards(trial, wild_rank)
            if not wilds:
                return None
            face = rng.choice(wilds)
        if not _take(trial, face):
            return None
        cards.append(face)
    pool[:] = trial
    return cards


def _run(rng, pool, size, pure, wild_rank):
    for _ in range(50):
        suit = rng.randrange(4)
        ace_high = rng.random() < 0.15
        start = rng.randint(2, 15 - size) if ace_high else rng.randint(1, 14 - size)
        faces = [((p - 1) % 13 + 1 if p == 14 else p, suit) for p in range(start, start + size)]
        if not pure:
            holes = rng.sample(range(size), rng.randint(1, max(1, min(size - 1, 3))))
        else:
            holes = []
        cards = _take_group(rng, pool, faces, holes, wild_rank)
        if cards is not None:
            return cards
    return None


def _set(rng, pool, size, wild_rank):
    for _ in range(50):
        rank = rng.choice([r for r in range(1, 14) if r != wild_rank])
        suits = rng.sample(range(4), size)
        wild_slots = rng.randint(0, size - 1) if rng.random() < 0.4 else 0
        cards = _take_group(rng, pool, [(rank, suit) for suit in suits], range(wild_slots),
                            wild_rank)
        if cards is not None:
            return cards
    return None


def complete_hand(rng, wild_rank):
    """A hand built as a valid declaration (pure run first, then runs and sets)."""
    while True:
        pool = full_pack()
        sizes = list(rng.choice(SIZES))
        rng.shuffle(sizes)
        hand = []
        ok = True
        for k, size in enumerate(sizes):
            if k == 0:
                group = _run(rng, pool, size, True, wild_rank)
            elif k == 1:
                group = _run(rng, pool, size, rng.random() < 0.4, wild_rank)
            elif size <= 4 and rng.random() < 0.6:
                group = _set(rng, pool, size, wild_rank)
            else:
                group = _run(rng, pool, size, rng.random() < 0.5, wild_rank)
            if group is None:
                ok = False
                break
            hand.extend(group)
        if ok:
            rng.shuffle(hand)
            return hand


def near_hand(rng, wild_rank):
    """A complete hand with one card swapped for another from the rest of the pack."""
    hand = complete_hand(rng, wild_rank)
    pool = full_pack()
    for card in hand:
        pool.remove(card)
    hand[rng.randrange(13)] = rng.choice(pool)
    return hand


def wild_heavy_hand(rng, wild_rank):
    """A random hand with many wild cards: all-wild groups and crowded jokers."""
    pool = full_pack()
    wilds = _wild_cards(pool, wild_rank)
    k = rng.randint(3, len(wilds))
    hand = rng.sample(wilds, k)
    for card in hand:
        pool.remove(card)
    return hand + rng.sample(pool, 13 - k)


MAKERS = ("random", "complete", "near", "wild")


def make_hand(seed, maker, wild_rank):
    """A hand from seed ``seed`` by one of MAKERS: random, complete, near-complete or
    wild-heavy."""
    rng = random.Random(seed)
    if maker == "random":
        return random_hand(rng)
    if maker == "complete":
        return complete_hand(rng, wild_rank)
    if maker == "near":
        return near_hand(rng, wild_rank)
    return wild_heavy_hand(rng, wild_rank)


def hand_text(hand):
    names = ["JK" if r == 0 else ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q",
                                  "K"][r - 1] + "SHDC"[s] for r, s in hand]
    return " ".join(names)


def mixed_hands(seed, count):
    """(wild_rank, hand) pairs: a quarter each random, complete, near and wild-heavy."""
    rng = random.Random(seed)
    makers = (lambda w: random_hand(rng), lambda w: complete_hand(rng, w),
              lambda w: near_hand(rng, w), lambda w: wild_heavy_hand(rng, w))
    out = []
    for k in range(count):
        wild_rank = rng.randint(1, 13)
        out.append((wild_rank, makers[k % 4](wild_rank)))
    return out
