"""``indian-rummy rules``: the named rule profiles and their rules, in words or JSON."""

import argparse
import json

from ...engine.cards import RummyError
from ...engine.rules import CHIPS_PER_DEAL, FORMATS, PROFILES, RuleProfile, profile_named
from ...locales import reading
from .status import bad


def add(commands: "argparse._SubParsersAction") -> None:
    rules = commands.add_parser("rules", help="the named rule profiles and their rules")
    rules.add_argument("profile", nargs="?", help="one profile (default: all)")
    rules.add_argument("--json", action="store_true", help="the rules as JSON")
    rules.set_defaults(run=run)


def _pack_text(rules: RuleProfile) -> str:
    texts: list = []
    for players in range(rules.min_players, rules.max_players + 1):
        decks, jokers = rules.pack_for(players)
        text = "%d (%d deck%s and %d printed jokers)" % (
            rules.deck_size(players), decks, "s" if decks > 1 else "", jokers)
        if texts and texts[-1][1] == text:
            texts[-1] = (texts[-1][0] + [players], text)
        else:
            texts.append(([players], text))
    if len(texts) == 1:
        return texts[0][1]
    return "; ".join(["%s with %s players" % (text, "%d" % seats[0] if len(seats) == 1 else
                                                 "%d to %d" % (seats[0], seats[-1]))
                      for seats, text in texts])


def _drops_text(rules: RuleProfile) -> str:
    if not rules.drops:
        return "none"
    costs = dict([((FORMATS[f].first_drop, FORMATS[f].middle_drop), FORMATS[f].title)
                  for f in rules.format_names()])
    texts = ["%d before your first draw of a deal, %d after" % pair for pair in costs]
    if len(costs) > 1:
        texts[1:] = ["%s: %d and %d" % (costs[pair], pair[0], pair[1])
                     for pair in list(costs)[1:]]
    return texts[0] + (" (%s)" % "; ".join(texts[1:]) if len(texts) > 1 else "")


def _deals_text(rules: RuleProfile) -> str:
    deals = [FORMATS[f].deals for f in rules.format_names() if FORMATS[f].deals]
    if not deals:
        return "not played"
    return ("%s deals; every seat starts with %d chips for each deal; each deal's "
            "winner takes each loser's points in chips from that loser; the most chips "
            "after the last deal win, and seats tied for the most play one more deal "
            "between themselves" % (
                ", ".join([str(d) for d in deals[:-1]]) + " or %d" % deals[-1],
                CHIPS_PER_DEAL))


_RULE_TEXT = (
    ("players", lambda r: "%d" % r.min_players if r.min_players == r.max_players else
     "%d to %d" % (r.min_players, r.max_players)),
    ("cards", _pack_text),
    ("wild rank", lambda r: "the indicator's rank; aces when it is a printed joker"),
    ("who starts", lambda r: "the player, every deal" if r.first_turn == "player" else
     "the seat after the dealer; the deal moves one seat each deal"),
    ("wild card from the discard pile", lambda r: "may be taken" if r.may_pick_wild_from_discard
     else "may not be taken"),
    ("invalid declaration", lambda r: "refused; nothing changes" if
     r.invalid_declaration == "refused" else "the declarer pays %d and is out of the deal; "
     "the others play on" % r.points_cap),
    ("drops", _drops_text),
    ("stock runs out", lambda r: "the deal is dead: no winner, nobody pays" if
     r.stock_exhausted == "draw" else "the discards but the top card are shuffled into a "
     "new stock, at most %d times a deal; when it runs out again the deal is dead: no "
     "winner, nobody pays" % r.stock_rebuilds),
    ("turns", lambda r: "a deal is dead after %d turns in all" % r.turn_limit),
    ("a loser's points", lambda r: "none kept" if r.scoring == "none" else
     "every card, unless the hand holds %s: then only cards outside groups; at most %d" % (
         "two runs, one of them pure" if r.scoring == "two_runs" else "a pure run",
         r.points_cap)),
    ("formats", lambda r: ", ".join(["%s (%s)" % (f, FORMATS[f].title)
                                     for f in r.format_names()])),
    ("Deals Rummy", _deals_text),
)


def run(args: argparse.Namespace) -> int:
    try:
        chosen = [profile_named(args.profile)] if args.profile else list(PROFILES.values())
    except RummyError as error:
        return bad(reading(error), args.json)
    if args.json:
        data = []
        for rules in chosen:
            entry = rules.as_dict()
            entry["formats"] = dict([(f, {"title": FORMATS[f].title,
                                          "limit": FORMATS[f].limit,
                                          "deals": FORMATS[f].deals,
                                          "chips": FORMATS[f].chips(),
                                          "first_drop": FORMATS[f].first_drop,
                                          "middle_drop": FORMATS[f].middle_drop})
                                     for f in rules.format_names()])
            data.append(entry)
        print(json.dumps(data, indent=2))
        return 0
    for k, rules in enumerate(chosen):
        if k:
            print()
        print("%s (%s)" % (rules.name, rules.title))
        for label, describe in _RULE_TEXT:
            print("  %-30s %s" % (label + ":", describe(rules)))
    return 0
