"""Push notifications on a real `serve`, on SQLite and on PostgreSQL, against a push
service that the test runs itself on 127.0.0.1 (pushing.py): the message is signed
with the server's VAPID key, encrypted for the subscription, and tells only what
the seat may know; a dead push service delays no move."""

import re
import urllib.request

import pytest

from indian_rummy.locales import LANGUAGES, render
from server.clients import HttpSeat, draw_and_discard
from server.faults import rows
from server.process import FAST_BOTS, UNLIMITED
from server.pushing import PushService, Subscriber, b64
from waiting import wait_for

pytestmark = pytest.mark.server

CONTACT = "mailto:tables@example.org"


@pytest.fixture
def service():
    found = PushService()
    yield found
    found.close()


@pytest.fixture
def pushing(servers, service):
    """A server that takes the test's push service as one of the browsers'."""
    return lambda *extra: servers(*UNLIMITED, "--push-service", service.origin,
                                  "--push-contact", CONTACT, *extra)


def key_of(server: object) -> str:
    status, body = server.api.call("GET", "/api/push/key")  # type: ignore[attr-defined]
    assert status == 200, body
    key: str = body["key"]
    return key


def subscribe(server: object, created: dict, seat: int, browser: Subscriber,
              **lang: str) -> None:
    """The seat's page subscribes, saying its language (``lang="hi"``) or not."""
    status, body = server.api.call(  # type: ignore[attr-defined]
        "POST", "/api/matches/%s/push" % created["match"], dict(browser.subscription(), **lang),
        token=created["seats"][seat]["token"])
    assert status == 201 and body == {"seat": seat, "subscribed": True}, body


def deliveries(server: object) -> dict:
    """The server's count of push deliveries by outcome (sent, retried, overtaken, ...)."""
    with urllib.request.urlopen(server.base + "/metrics", timeout=10) as reply:  # type: ignore
        text = reply.read().decode()
    prefix = 'rummy_push_deliveries_total{result="'
    return {line[len(prefix):].split('"')[0]: float(line.rsplit(" ", 1)[1])
            for line in text.splitlines() if line.startswith(prefix)}


def seats(server: object, created: dict) -> list:
    return [HttpSeat(server.api, created["match"], s["token"])  # type: ignore[attr-defined]
            for s in created["seats"] if "token" in s]


def test_the_seat_whose_turn_comes_is_pushed_a_signed_encrypted_message_naming_the_move(
        pushing, service):
    server = pushing()
    created = server.api.create(seats=[{"name": "Asha"}, {"name": "Ravi"}])
    asha, ravi = seats(server, created)
    browser = Subscriber(service.endpoint("ravi"))
    subscribe(server, created, 1, browser)
    drawn = asha.request("draw", source="stock")["result"]["drawn"]
    asha.request("discard", card=drawn)
    # A seat's messages go one after another: Asha's draw, which leaves the turn hers,
    # would have come first (seq 1).
    received = service.wait_for("ravi")[0]
    message = browser.read(received, key_of(server), CONTACT)
    thrown = asha.view()["discard_top"]["label"]
    assert message == {"match": created["match"], "seq": 2, "title": "Your turn",
                       "body": "Asha drew and threw %s — your turn." % thrown}
    for seat in created["seats"]:  # no secret ever leaves through a push service
        assert seat["token"].encode() not in received.body
        assert seat["token"] not in str(received.headers)
    assert received.headers["ttl"] == str(2 * 86400)
    assert received.headers["topic"] == created["match"]
    # Ravi's own turn tells Asha (not subscribed) nothing, and Ravi nothing either: his
    # next message is Asha's next turn (seq 6), and nothing was overtaken on the way.
    draw_and_discard(ravi)
    draw_and_discard(asha)
    told = [browser.read(r, key_of(server), CONTACT)["seq"] for r in service.wait_for("ravi", 2)]
    assert told == [2, 6]
    wait_for(lambda: deliveries(server).get("sent") == 2, "the second message's outcome")
    assert deliveries(server) == {"sent": 2}


def test_each_seat_is_told_in_the_language_its_page_asked_for(pushing, service):
    """Ravi reads Hindi, Asha English: each one's notification is in their language; a
    language the server has no catalog for is refused and changes nothing; a device
    that says none takes the seat's."""
    server = pushing()
    created = server.api.create(seats=[{"name": "Asha"}, {"name": "Ravi"}])
    asha, ravi = seats(server, created)
    laptop, phone, asha_phone = (Subscriber(service.endpoint(name))
                                 for name in ("ravi-laptop", "ravi-phone", "asha"))
    subscribe(server, created, 1, laptop, lang="hi")
    path = "/api/matches/%s/push" % created["match"]
    status, body = server.api.call("POST", path, dict(phone.subscription(), lang="xx"),
                                   token=created["seats"][1]["token"])
    assert status == 400 and render(body["error"]["message"]) == (
        "The language of push notifications is one of %s, not 'xx'." % ", ".join(LANGUAGES)), body
    assert rows(server.database, "SELECT endpoint, lang FROM push_subscriptions WHERE "
                "seat = 1") == [(laptop.endpoint, "hi")]
    subscribe(server, created, 1, phone)  # says no language: Ravi's is Hindi
    subscribe(server, created, 0, asha_phone)  # says none either: English
    draw_and_discard(asha)
    thrown = asha.view()["discard_top"]["label"]
    for device in (laptop, phone):
        told = device.read(service.wait_for(device.endpoint.rsplit("/", 1)[1])[0],
                           key_of(server), CONTACT)
        assert told["title"] == "आपकी बारी", told
        assert told["body"].startswith("Asha ने ") and thrown in told["body"] and \
            told["body"].endswith(" — अब आपकी बारी।"), told
    draw_and_discard(ravi)
    told = asha_phone.read(service.wait_for("asha")[0], key_of(server), CONTACT)
    thrown = ravi.view()["discard_top"]["label"]
    assert told["title"] == "Your turn"
    assert re.fullmatch(r"Ravi (drew|took \S+) and threw %s — your turn\." % re.escape(thrown),
                        told["body"]), told


def test_the_key_is_made_once_and_kept_across_restarts(pushing, service):
    server = pushing()
    key = key_of(server)
    assert len(key) == 87  # the base64url of an uncompressed P-256 point (65 bytes)
    server.kill()
    server.start()
    assert key_of(server) == key


def test_the_move_after_a_bots_turn_is_told_and_a_bot_is_never_pushed(pushing, service):
    server = pushing(*FAST_BOTS)
    created = server.api.create(profile="classic", format="deal", seats=[
        {"name": "Asha"}, {"bot": "kiran"}])
    browser = Subscriber(service.endpoint("asha"))
    subscribe(server, created, 0, browser)
    (asha,) = seats(server, created)
    draw_and_discard(asha)
    received = service.wait_for("asha")[0]  # after Kiran's turn, played by the server
    message = browser.read(received, key_of(server), CONTACT)
    # The seed is the server's own secret: now and then Kiran's first turn declares.
    assert re.fullmatch(r"Kiran (drew|took \S+) and (threw \S+ — your turn"
                        r"|declared — the match is over)\.", message["body"]), message["body"]


def test_a_push_service_that_never_answers_delays_no_move(pushing, service):
    server = pushing()
    created = server.api.create(seats=[{"name": "Asha"}, {"name": "Ravi"}])
    asha, ravi = seats(server, created)
    browsers = {}
    for seat, name in ((0, "asha"), (1, "ravi")):
        service.answers[name] = ["hang"]
        browsers[name] = Subscriber(service.endpoint(name))
        subscribe(server, created, seat, browsers[name])
    for _ in range(3):  # twelve moves, while the push service holds its messages
        draw_and_discard(asha)
        service.wait_for("ravi", 1)
        draw_and_discard(ravi)
        service.wait_for("asha", 1)
    # Each seat's first message is still held; the newer ones wait behind it, each
    # overtaking the one before: once the push service lets go, only the latest follows.
    assert len(service.to("ravi")) == 1 and len(service.to("asha")) == 1
    for name in ("asha", "ravi"):
        service.answers[name] = [201]
    service.release()
    key = key_of(server)
    for name, seqs in (("ravi", [2, 10]), ("asha", [4, 12])):
        told = [browsers[name].read(r, key, CONTACT)["seq"] for r in service.wait_for(name, 2)]
        assert told == seqs, (name, told)
    wait_for(lambda: deliveries(server).get("sent") == 2, "the latest messages' outcomes")
    assert len(service.to("ravi")) == 2 and len(service.to("asha")) == 2


def test_a_subscription_the_push_service_has_forgotten_is_forgotten_too(pushing, service,
                                                                       database):
    server = pushing()
    created = server.api.create(seats=[{"name": "Asha"}, {"name": "Ravi"}])
    asha, ravi = seats(server, created)
    service.answers["ravi"] = [410]
    subscribe(server, created, 1, Subscriber(service.endpoint("ravi")))
    draw_and_discard(asha)
    service.wait_for("ravi")
    wait_for(lambda: not rows(database, "SELECT endpoint FROM push_subscriptions"),
             "the subscription to go")
    draw_and_discard(ravi)
    draw_and_discard(asha)  # seq 6: Ravi has no subscription left to be told through
    # His new one is told seq 10, after seq 6 has been dealt with (a seat's messages go
    # one after another).
    subscribe(server, created, 1, Subscriber(service.endpoint("ravi-again")))
    draw_and_discard(ravi)
    draw_and_discard(asha)
    service.wait_for("ravi-again")
    assert len(service.to("ravi")) == 1


def test_a_failing_push_service_is_tried_again_and_a_newer_message_overtakes(pushing, service):
    server = pushing()
    created = server.api.create(seats=[{"name": "Asha"}, {"name": "Ravi"}])
    asha, ravi = seats(server, created)
    browser = Subscriber(service.endpoint("ravi"))
    service.answers["ravi"] = [503, 201]
    subscribe(server, created, 1, browser)
    draw_and_discard(asha)
    first, second = service.wait_for("ravi", 2)
    assert first.answered == 503 and second.answered == 201
    assert second.at - first.at > 0.8  # the first retry waits a second
    assert browser.read(second, key_of(server), CONTACT)["seq"] == 2
    # While a message waits to be tried again, a newer one replaces it: Ravi's phone
    # is told of the latest move, not of one that is over.
    service.answers["ravi"] = [503, 201]
    draw_and_discard(ravi)
    draw_and_discard(asha)  # seq 6: refused, tried again in a second...
    service.wait_for("ravi", 3)
    draw_and_discard(ravi)
    draw_and_discard(asha)  # ...by when seq 10 has overtaken it
    messages = service.wait_for("ravi", 4)
    # Every message has had its outcome, so no try of seq 6 is still to come.
    outcomes = {"retried": 2, "sent": 2, "overtaken": 1}
    wait_for(lambda: deliveries(server) == outcomes, "every message's outcome")
    assert len(service.to("ravi")) == 4
    assert [m.answered for m in messages] == [503, 201, 503, 201]
    assert browser.read(messages[3], key_of(server), CONTACT)["seq"] == 10


def test_only_a_push_service_is_written_to_and_a_bad_subscription_is_refused(pushing, service):
    server = pushing()
    created = server.api.create(seats=[{"name": "Asha"}, {"name": "Ravi"}])
    path = "/api/matches/%s/push" % created["match"]
    token = created["seats"][1]["token"]
    good = Subscriber(service.endpoint("ravi")).subscription()
    for bad, said in (
            (dict(good, endpoint="https://169.254.169.254/latest"), "not at a browser's push"),
            (dict(good, endpoint="http://fcm.googleapis.com/fcm/send/x"), "not at a browser's"),
            (dict(good, keys={"p256dh": "AAAA", "auth": good["keys"]["auth"]}), "is 65 bytes"),
            (dict(good, keys={"p256dh": b64(b"\x04" + bytes(range(64))),
                              "auth": good["keys"]["auth"]}), "P-256"),
            (dict(good, keys={"p256dh": good["keys"]["p256dh"], "auth": "!!"}),
             "auth is 16 bytes in base64url, not '!!'"),
            ({"endpoint": good["endpoint"]}, "subscription is the browser's"),
            ([], "subscription is the browser's")):
        status, body = server.api.call("POST", path, bad, token=token)
        assert status == 400 and said in render(body["error"]["message"]), (bad, body)
    status, body = server.api.call("POST", path, good, token="x" * 22)
    assert status == 403, body
    assert server.api.call("POST", path, good, token=token)[0] == 201
    assert server.api.call("POST", path, good, token=token)[0] == 201  # again: kept once
    status, body = server.api.call("DELETE", path, {"endpoint": good["endpoint"]}, token=token)
    assert status == 200 and body == {"seat": 1, "subscribed": False, "removed": True}
    status, body = server.api.call("DELETE", path, {"endpoint": good["endpoint"]}, token=token)
    assert body["removed"] is False
    # Ravi's other device, still subscribed, is told in the same delivery as the removed
    # one would have been.
    subscribe(server, created, 1, Subscriber(service.endpoint("ravi-phone")))
    draw_and_discard(seats(server, created)[0])
    service.wait_for("ravi-phone")
    assert service.to("ravi") == []


def test_a_rematch_keeps_the_seats_subscriptions(pushing, service):
    server = pushing()
    created = server.api.create(format="deal", seats=[{"name": "Asha"}, {"name": "Ravi"}])
    asha, ravi = seats(server, created)
    browser = Subscriber(service.endpoint("ravi"))
    subscribe(server, created, 1, browser)
    assert asha.request("drop")["ok"]  # the deal, and the one-deal match, is over
    ended = browser.read(service.wait_for("ravi")[0], key_of(server), CONTACT)
    assert ended["title"] == "The match is over"
    assert ended["body"].startswith("Asha dropped")
    status, body = server.api.call("POST", "/api/matches/%s/rematch" % created["match"],
                                   token=created["seats"][0]["token"])
    assert status == 200, body
    again = [HttpSeat(server.api, body["match"], s["token"]) for s in created["seats"]]
    if again[0].view()["phase"] not in ("draw", "discard"):
        draw_and_discard(again[1])
    draw_and_discard(again[0])
    message = browser.read(service.wait_for("ravi", 2)[1], key_of(server), CONTACT)
    assert message["match"] == body["match"] and message["title"] == "Your turn"


def test_seats_reading_tamil_and_telugu_are_told_their_turns_in_them(pushing, service):
    """Ravi reads Tamil and Asha Telugu: each turn's title in the seat's language, the
    move in its script, the card thrown as it is."""
    server = pushing()
    created = server.api.create(seats=[{"name": "Asha"}, {"name": "Ravi"}])
    asha, ravi = seats(server, created)
    ravi_phone, asha_phone = (Subscriber(service.endpoint(name)) for name in ("ravi", "asha"))
    subscribe(server, created, 1, ravi_phone, lang="ta")
    subscribe(server, created, 0, asha_phone, lang="te")
    for mover, device, name, title, script in (
            (asha, ravi_phone, "ravi", "உங்கள் முறை", r"[\u0B80-\u0BFF]"),
            (ravi, asha_phone, "asha", "మీ వంతు", r"[\u0C00-\u0C7F]")):
        draw_and_discard(mover)
        thrown = mover.view()["discard_top"]["label"]
        told = device.read(service.wait_for(name)[0], key_of(server), CONTACT)
        assert told["title"] == title, told
        assert thrown in told["body"] and re.search(script, told["body"].replace(title, "")), told
