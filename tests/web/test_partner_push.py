"""Push notifications in Chromium: the switch asks the browser's permission only when
turned on; with the seat's page closed, the partner's move reaches the test's push
service (signed with the server's key, encrypted for the subscription); delivered to
the service worker with CDP's ServiceWorker.deliverPushMessage, it shows one
notification per match, and its click opens that seat's table.

Headless Chromium has no push service of its own, so PushManager.subscribe is
replaced by one that hands out the subscription of the test's Subscriber (its
endpoint at the test's push service); everything else is the browser's own."""

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from partner_helpers import PartnerServer, open_seat, push_stood_in, shot
from server.pushing import PushService, Subscriber
from waiting import wait_for

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.server]

SWITCH = "Tell me when it's my turn"

@pytest.fixture
def service() -> Any:
    found = PushService()
    yield found
    found.close()


@pytest.fixture
def pushing_server(site_dir: Path, tmp_path: Path, service: PushService) -> Any:
    server = PartnerServer(site_dir, tmp_path, "--push-service", service.origin)
    server.start()
    yield server
    server.kill()


def _subscriptions(server: PartnerServer) -> list:
    path = server.database[len("sqlite:///"):]
    with sqlite3.connect(path) as db:
        return db.execute("SELECT match_id, seat, endpoint FROM push_subscriptions").fetchall()


def _registration_id(cdp: Any, page: Any) -> str:
    """The service worker's registration, as CDP's ServiceWorker domain names it."""
    found: list = []
    cdp.on("ServiceWorker.workerRegistrationUpdated",
           lambda event: found.extend(r["registrationId"] for r in event["registrations"]
                                      if not r["isDeleted"]))
    cdp.send("ServiceWorker.enable")
    for _ in range(200):
        if found:
            return str(found[0])
        page.wait_for_timeout(50)  # Playwright hands over CDP's events while it waits
    raise AssertionError("CDP named no service worker registration")


def _notifications(worker: Any) -> list:
    return list(worker.evaluate(
        "self.registration.getNotifications().then((ns) => ns.map((n) => "
        "({title: n.title, body: n.body, tag: n.tag, match: n.data && n.data.match})))"))


def _seat_allowed_to_notify(context: Any, server: PartnerServer, link: str,
                            subscriber: Subscriber) -> Any:
    """The seat's table in a context that may notify, subscribing gives `subscriber`."""
    push_stood_in(context, server.base, subscriber.subscription())
    page = context.new_page()
    open_seat(page, link)
    return page


def test_turned_on_the_seat_is_told_of_its_turn_and_the_notice_leads_to_its_table(
        browser: Any, pushing_server: PartnerServer, service: PushService, axe: Any) -> None:
    server = pushing_server
    match = server.create(names=("Asha", "Ravi"))
    ravi = Subscriber(service.endpoint("ravi"))
    context = browser.new_context(viewport={"width": 360, "height": 740})
    context.set_default_timeout(20_000)
    try:
        page = _seat_allowed_to_notify(context, server, match["links"][1], ravi)
        switch = page.get_by_role("switch", name=SWITCH)
        expect(switch).to_be_visible()
        expect(switch).not_to_be_checked()
        assert page.evaluate("window.__asked") == 0  # nothing is asked on arrival
        switch.click()
        expect(page.locator("#notice")).to_contain_text("told when it is your turn")
        expect(switch).to_be_checked()
        assert page.evaluate("window.__asked") == 1
        _, key = server.call("GET", "push/key")
        assert page.evaluate("Array.from(new Uint8Array(window.__subscribed"
                             ".applicationServerKey)).length") == 65
        assert _subscriptions(server) == [(match["match"], 1, ravi.endpoint)]
        assert axe(page) == []
        shot(page, "partner-push-360.png")
        worker = wait_for(lambda: context.service_workers and context.service_workers[0],
                          "the service worker")
        page.close()  # Ravi's table is closed

        server.draw_and_discard(match, 0)  # Asha's turn, through the API
        received = service.wait_for("ravi")[0]
        message = ravi.read(received, key["key"], "mailto:indian-rummy@localhost")
        thrown = server.view(match, 1)["discard_top"]["label"]
        assert message["body"] == "Asha drew and threw %s — your turn." % thrown

        # The push service hands the message to the browser: the worker shows it.
        blank = context.new_page()
        cdp = context.new_cdp_session(blank)
        registration = _registration_id(cdp, blank)
        delivery = {"origin": server.base, "registrationId": registration,
                    "data": json.dumps(message, ensure_ascii=False)}
        cdp.send("ServiceWorker.deliverPushMessage", delivery)
        try:
            shown = wait_for(lambda: _notifications(worker), "the notification", 10)
        except AssertionError:
            # CDP's delivery, not the worker, is what loses a message now and then on a
            # loaded machine (as a push service may): it is handed over once more.
            cdp.send("ServiceWorker.deliverPushMessage", delivery)
            shown = wait_for(lambda: _notifications(worker), "the notification")
        assert shown == [{"title": "Your turn", "body": message["body"],
                          "tag": "indian-rummy:" + match["match"], "match": match["match"]}]
        # A newer message for the match replaces the notification; it does not stack.
        cdp.send("ServiceWorker.deliverPushMessage", {
            "origin": server.base, "registrationId": registration,
            "data": json.dumps(dict(message, body="Asha declared — the deal is over."))})
        wait_for(lambda: _notifications(worker)[0]["body"].startswith("Asha declared"),
                 "the notification to be replaced")
        assert len(_notifications(worker)) == 1

        # Its click opens the seat's link, which only this device kept.
        target = worker.evaluate("(match) => seatTarget(match)", match["match"])
        assert target == match["links"][1]
        assert worker.evaluate("(match) => seatTarget(match)", "unknownMatch1") == server.url
        back = context.new_page()
        open_seat(back, target)
        expect(back.locator("#status")).to_have_text("YOUR TURN · DRAW")
        switch = back.get_by_role("switch", name=SWITCH)
        expect(switch).to_be_checked()  # still on, on this device

        # Off: the server forgets this device for this match, and tells it no more.
        switch.click()
        expect(switch).not_to_be_checked()
        wait_for(lambda: not _subscriptions(server), "the subscription to go")
        assert worker.evaluate("(match) => seatTarget(match)", match["match"]) == server.url
    finally:
        context.close()


# The worker's side of a replaced subscription: its subscribe() hands out the renewed one.
RENEWED_STAND_IN = """
(made) => {
  self.__asked = [];
  self.registration.pushManager.subscribe = (options) => {
    self.__asked.push(options.applicationServerKey);
    return Promise.resolve({endpoint: made.endpoint, toJSON: () => made});
  };
}
"""


def test_a_subscription_the_browser_replaces_reaches_the_server_for_each_kept_seat(
        browser: Any, pushing_server: PartnerServer, service: PushService) -> None:
    """pushsubscriptionchange may come with no page open: the worker subscribes again
    and gives the new subscription to the server with the token of the link it kept,
    and the old one is forgotten there."""
    server = pushing_server
    match = server.create(names=("Asha", "Ravi"))
    ravi = Subscriber(service.endpoint("ravi"))
    renewed = Subscriber(service.endpoint("ravi-renewed"))
    context = browser.new_context()
    context.set_default_timeout(20_000)
    try:
        page = _seat_allowed_to_notify(context, server, match["links"][1], ravi)
        page.get_by_role("switch", name=SWITCH).click()
        expect(page.locator("#notice")).to_contain_text("told when it is your turn")
        assert _subscriptions(server) == [(match["match"], 1, ravi.endpoint)]
        worker = wait_for(lambda: context.service_workers and context.service_workers[0],
                          "the service worker")
        page.close()

        worker.evaluate(RENEWED_STAND_IN, renewed.subscription())
        told = worker.evaluate("(old) => renewSubscriptions(old, null)",
                               {"endpoint": ravi.endpoint})
        assert told == 1
        _, key = server.call("GET", "push/key")
        assert worker.evaluate("self.__asked") == [key["key"]]  # the server's key, asked for
        assert _subscriptions(server) == [(match["match"], 1, renewed.endpoint)]

        server.draw_and_discard(match, 0)
        message = renewed.read(service.wait_for("ravi-renewed")[0], key["key"],
                               "mailto:indian-rummy@localhost")
        assert message["body"].startswith("Asha drew and threw ")
        assert service.to("ravi") == []
    finally:
        context.close()


def test_without_push_support_there_is_no_switch(
        browser: Any, pushing_server: PartnerServer) -> None:
    match = pushing_server.create(names=("Asha", "Ravi"))
    context = browser.new_context()
    try:
        context.add_init_script("delete window.PushManager;")
        page = context.new_page()
        open_seat(page, match["links"][1])
        expect(page.locator("#partner-strip")).to_be_visible()
        expect(page.get_by_role("switch", name=SWITCH)).to_have_count(0)
    finally:
        context.close()


def test_a_refused_permission_leaves_the_switch_off_and_says_why(
        browser: Any, pushing_server: PartnerServer) -> None:
    match = pushing_server.create(names=("Asha", "Ravi"))
    context = browser.new_context()
    try:
        context.add_init_script(
            "Notification.requestPermission = () => Promise.resolve('denied');")
        page = context.new_page()
        open_seat(page, match["links"][1])
        switch = page.get_by_role("switch", name=SWITCH)
        switch.click()
        expect(page.locator("#error")).to_contain_text("Notifications are blocked")
        expect(switch).not_to_be_checked()
        assert _subscriptions(pushing_server) == []
    finally:
        context.close()
