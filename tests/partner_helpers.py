"""Partner play in the browser: a real `indian-rummy serve` process (SQLite in a temp
folder) and the moves two people make, in the page or through the HTTP API."""

import json
import re
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from playwright.sync_api import expect

from server.process import ServeProcess

REPO_ROOT = Path(__file__).resolve().parents[1]
SHOTS = REPO_ROOT / "build" / "screenshots"  # looked at by hand, not compared


class PartnerServer(ServeProcess):
    """One `serve` process on a fixed port and SQLite file, rate limit off; ``kill()``
    (SIGKILL) and ``start()`` again keep both, so pages can lose the server and find
    it back."""

    def __init__(self, site: Path, folder: Path, *extra: str) -> None:
        ServeProcess.__init__(self, "sqlite:///%s" % (folder / "matches.sqlite3"), site,
                              folder / "serve.log", "--rate", "0", "--matches-per-hour", "0",
                              "--bot-pace", "0.3", *extra)

    @property
    def url(self) -> str:
        return self.base + "/"

    # -- the HTTP API -----------------------------------------------------------------

    def call(self, method: str, path: str, body: "dict | None" = None,
             token: "str | None" = None) -> tuple:
        """(status, JSON body) of one API request."""
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(self.url + "api/" + path, data=data, method=method)
        request.add_header("Content-Type", "application/json")
        if token is not None:
            request.add_header("Authorization", "Bearer " + token)
        try:
            with urllib.request.urlopen(request, timeout=20) as reply:
                return reply.status, json.load(reply)
        except urllib.error.HTTPError as error:
            return error.code, json.load(error)

    def create(self, match_format: str = "deal", names: tuple = ("Asha", "Ravi"),
               profile: str = "twine", seats: "list | None" = None) -> dict:
        """A new match (twine, two named people unless ``seats`` says otherwise):
        {"match", "links": [seat link...], "tokens": [...]}, None for a bot's seat."""
        status, body = self.call("POST", "matches", {
            "profile": profile, "format": match_format,
            "seats": seats if seats is not None else [{"name": n} for n in names]})
        assert status == 201, body
        return self.made(body)

    def made(self, body: dict) -> dict:
        """The links and tokens of a new match from the server's answer."""
        tokens = [s.get("token") for s in body["seats"]]
        links = [t and "%s#match=%s&token=%s" % (self.url, body["match"], t) for t in tokens]
        return {"match": body["match"], "tokens": tokens, "links": links}

    def request(self, match: dict, seat: int, kind: str, **args: Any) -> dict:
        status, reply = self.call("POST", "matches/%s/requests" % match["match"],
                                  {"id": 1, "type": kind, "args": args}, match["tokens"][seat])
        assert status in (200, 409), reply
        return dict(reply)

    def view(self, match: dict, seat: int) -> dict:
        status, body = self.call("GET", "matches/%s/view" % match["match"],
                                 token=match["tokens"][seat])
        assert status == 200, body
        return dict(body)

    def draw_and_discard(self, match: dict, seat: int) -> dict:
        """A turn that cannot end the deal: draw from the stock, discard that card."""
        drawn = self.request(match, seat, "draw", source="stock")["result"]["drawn"]
        reply = self.request(match, seat, "discard", card=drawn)
        assert reply["ok"], reply
        return dict(reply["result"])

    def play_turn(self, match: dict, seat: int) -> dict:
        """One turn as the tests' player makes it: draw, arrange, declare if the hand
        is complete, else discard the card Arrange chose. Returns the last view."""
        self.request(match, seat, "draw", source="stock")
        card = self.request(match, seat, "arrange")["result"]["selected"]
        reply = self.request(match, seat, "discard_declare", card=card)
        if reply["ok"]:
            return dict(reply["result"])
        reply = self.request(match, seat, "discard", card=card)
        assert reply["ok"], reply
        return dict(reply["result"])


# -- in the page --------------------------------------------------------------------

# Headless Chromium has no push service of its own: PushManager.subscribe replaced by one
# that hands out the test's subscription (%s: its JSON, endpoint and keys).
SUBSCRIBE_STAND_IN = """
(() => {
  const made = %s;
  // Kept like the browser's own: the next page of the origin finds it.
  const KEPT = "test:subscribed-key";
  const subscription = (key) => ({
    endpoint: made.endpoint,
    options: {applicationServerKey: key.buffer, userVisibleOnly: true},
    toJSON: () => made,
    unsubscribe: () => { localStorage.removeItem(KEPT); return Promise.resolve(true); },
  });
  window.__asked = 0;
  const ask = Notification.requestPermission.bind(Notification);
  Notification.requestPermission = () => { window.__asked += 1; return ask(); };
  PushManager.prototype.subscribe = function (options) {
    window.__subscribed = options;
    const key = new Uint8Array(options.applicationServerKey);
    localStorage.setItem(KEPT, JSON.stringify(Array.from(key)));
    return Promise.resolve(subscription(key));
  };
  PushManager.prototype.getSubscription = function () {
    const kept = localStorage.getItem(KEPT);
    return Promise.resolve(kept && subscription(new Uint8Array(JSON.parse(kept))));
  };
})();
"""


def push_stood_in(context: Any, origin: str, subscription: dict) -> None:
    """Pages of ``context`` may show notifications at ``origin`` and subscribe to push,
    getting ``subscription`` (a Subscriber's) from SUBSCRIBE_STAND_IN."""
    context.grant_permissions(["notifications"], origin=origin)
    context.add_init_script(SUBSCRIBE_STAND_IN % json.dumps(subscription))




def status(page: Any) -> Any:
    return page.locator("#status")


def open_seat(page: Any, link: str) -> None:
    """Open a seat's link and wait for its table."""
    page.goto(link)
    expect(page.locator("#table")).to_have_attribute("aria-busy", "false", timeout=30_000)


def rendered(page: Any) -> int:
    return int(page.locator("#table").get_attribute("data-rendered"))


def partner_move(page: Any) -> Any:
    """The other seat's last move, as the seats strip says it."""
    return page.locator(".seat-move .move-full").first


def play_turn_in_page(page: Any) -> bool:
    """Draw (key D), Arrange (key A), Discard & declare; refused, Discard selected.
    True when the deal ended."""
    before = rendered(page)
    page.keyboard.press("d")
    expect(status(page)).to_have_text("YOUR TURN · DISCARD")
    page.locator("#table").wait_for(state="attached")
    expect(page.locator("#table")).not_to_have_attribute("data-rendered", str(before))
    before = rendered(page)
    page.keyboard.press("a")
    expect(page.locator("#table")).not_to_have_attribute("data-rendered", str(before))
    page.get_by_role("button", name="Discard & declare").click()
    outcome = re.compile(r"^(YOU WIN|.* WINS|YOUR TURN · DISCARD)")
    expect(status(page)).to_have_text(outcome)
    page.wait_for_function(
        "() => document.getElementById('error').textContent || "
        "!/YOUR TURN/.test(document.getElementById('status').textContent)")
    if not status(page).inner_text().startswith("YOUR TURN"):
        return True
    page.get_by_role("button", name="Discard selected").click()
    expect(status(page)).not_to_have_text(re.compile(r"^YOUR TURN"))
    return page.locator("#result").is_visible()


def draw_and_discard_in_page(page: Any) -> None:
    """A turn that cannot end the deal: D draws, the card marked "just drawn" goes."""
    page.keyboard.press("d")
    drawn = page.get_by_role("button", name=re.compile(r", just drawn$"))
    drawn.click()
    expect(drawn).to_have_attribute("aria-pressed", "true")
    page.get_by_role("button", name="Discard selected").click()
    expect(status(page)).not_to_have_text(re.compile(r"^YOUR TURN"))


def shot(page: Any, name: str) -> None:
    """A full-page screenshot under build/screenshots/, to look at."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / name), full_page=True)
