"""A push notification names a bot in the language of the seat it is written for: its
term's name (तारा, தாரா, తార), never the English one the match seats it under."""

import pytest

from indian_rummy import locales
from indian_rummy.bots import BOTS, new_match, play_bot_turn
from indian_rummy.server.push import notices, written

ENGLISH_NAMES = [bot.name for bot in BOTS.values()]


@pytest.mark.parametrize("language", [code for code in locales.LANGUAGES if code != "en"])
def test_a_push_after_a_bots_turn_names_the_bot_in_the_seats_language(language):
    match = new_match("twine", "deal", [{"name": "Asha"}, {"bot": "tara"}], seed=3)
    match.draw(0, "stock")
    match.discard(0, match.deal.drawn)
    first = len(match.log)
    play_bot_turn(match, 1)
    marks = [(record["who"], 1.0) for record in match.log]
    told = notices(match, marks, first)
    assert [seat for seat, _ in told] == [0]
    body = written(told[0][1], language)["body"]
    assert locales.text("bot-tara", language) in body
    assert [name for name in ENGLISH_NAMES if name in body] == []
