"""The table inside another site's iframe: no service worker, Install asks the host."""

import shutil
import time

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

REQUEST = "indian-rummy:install-request"
STANDALONE_LINK = "Open the standalone game in a new tab"


def frame_of(page, selector):
    frame = page.locator(selector).element_handle().content_frame()
    assert frame is not None
    frame.wait_for_load_state("load")
    return frame


# Runs in every frame before its scripts: counts calls to register().
REGISTER_SPY = """
window.__swRegisterCalls = 0;
if (navigator.serviceWorker) {
  const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
  navigator.serviceWorker.register = (...args) => {
    window.__swRegisterCalls += 1;
    return register(...args);
  };
}
"""


@pytest.fixture(autouse=True)
def count_registrations(page):
    page.add_init_script(REGISTER_SPY)


def registrations(frame_or_page):
    """Scopes registered for this frame's origin ([] also when a third-party
    frame may not use service workers at all)."""
    return frame_or_page.evaluate(
        """navigator.serviceWorker.getRegistrations().then(
            list => list.map(r => r.scope),
            err => (/denied|not supported|insecure/i.test(String(err)) ? [] : ["error: " + err]))"""
    )


def assert_no_service_worker(frame):
    assert frame.evaluate("window.__swRegisterCalls") == 0
    assert registrations(frame) == []
    assert frame.evaluate("navigator.serviceWorker.controller") is None


def open_example(page, served_site):
    page.goto(served_site.url + "embed-example.html")
    a = frame_of(page, "#table-a")
    b = frame_of(page, "#table-b")
    for frame in (a, b):
        expect(frame.get_by_role("button", name="Install game")).to_be_visible()
    return a, b


def test_embedded_tables_register_no_service_worker(page, served_site):
    a, b = open_example(page, served_site)
    page.wait_for_load_state("load")
    page.wait_for_timeout(1500)  # long after the point where a standalone page registers
    for frame in (a, b):
        assert frame.evaluate("window.top !== window.self")
        assert_no_service_worker(frame)
    assert registrations(page) == []


def test_embedded_install_asks_the_host_and_shows_its_answer(page, served_site):
    a, b = open_example(page, served_site)
    a.get_by_role("button", name="Install game").click()

    log = page.get_by_role("list", name="Requests received")
    expect(log).to_contain_text("Table A asked to be installed; the host answered.")
    expect(a.locator("body")).to_contain_text("This website shows how to install the game")
    expect(page.locator("#install-help-link")).to_be_visible()
    # The answer went to table A only; table B is untouched.
    expect(b.locator("body")).not_to_contain_text("This website shows how to install")
    # An answered request never falls back to the instructions: the wait outlasts the
    # host's 1.5 s to answer (HOST_ANSWER_MS), after which the fallback would show.
    page.wait_for_timeout(2000)
    expect(a.get_by_role("link", name=STANDALONE_LINK)).to_have_count(0)


def test_embedded_install_without_an_answer_shows_menu_instructions_and_standalone_link(
    page, served_site
):
    a, b = open_example(page, served_site)
    page.get_by_label("Answer install requests from the frames").uncheck()
    started = time.monotonic()
    b.get_by_role("button", name="Install game").click()

    link = b.get_by_role("link", name=STANDALONE_LINK)
    expect(link).to_be_visible(timeout=10_000)
    waited = time.monotonic() - started
    assert waited >= 1.3, "the frame gave up on its host after only %.2f s" % waited
    expect(b.locator("body")).to_contain_text("Install app")
    assert link.get_attribute("target") == "_blank"
    assert link.get_attribute("href") == served_site.url + "index.html"
    log = page.get_by_role("list", name="Requests received")
    expect(log).to_contain_text("Table B asked to be installed; the host did not answer.")
    expect(a.get_by_role("link", name=STANDALONE_LINK)).to_have_count(0)


# A host on another origin ("localhost" framing "127.0.0.1"), written by the
# test. mode=answer replies properly; mode=forge replies with a wrong type and
# a wrong id and has a sibling frame (on the game's own origin) post a
# well-formed response, none of which the game may accept.
HOST_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test host</title></head><body>
<iframe id="game" title="game" src="%(game)s" style="width:900px;height:700px"></iframe>
<iframe id="sibling" title="sibling" src="%(sibling)s"></iframe>
<script>
const mode = new URLSearchParams(location.search).get("mode");
window.requests = [];
window.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.type !== "%(request)s") return;
  window.requests.push({origin: event.origin, data});
  if (mode === "answer") {
    event.source.postMessage({type: "indian-rummy:install-response", id: data.id,
      handled: true, message: "HOST TOOK IT"}, event.origin);
  } else if (mode === "forge") {
    event.source.postMessage({type: "indian-rummy:install-reply", id: data.id,
      handled: true, message: "WRONG TYPE"}, event.origin);
    event.source.postMessage({type: "indian-rummy:install-response", id: "not-the-id",
      handled: true, message: "WRONG ID"}, event.origin);
    document.getElementById("sibling").contentWindow.postMessage({forge: data.id}, "*");
  }
});
</script></body></html>
"""

SIBLING_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sibling</title></head><body>
<script>
window.addEventListener("message", (event) => {
  if (!event.data || !event.data.forge) return;
  parent.frames[0].postMessage({type: "indian-rummy:install-response", id: event.data.forge,
    handled: true, message: "FORGED BY A SIBLING"}, "*");
});
</script></body></html>
"""


@pytest.fixture
def cross_origin_host(static_server, site_dir):
    """(host URL without query, game frame URL): the host on localhost, the game on 127.0.0.1."""
    game_dir = static_server.root / "games" / "rummy"
    shutil.copytree(site_dir, game_dir)
    game_base = "http://127.0.0.1:%d/games/rummy/" % static_server.port
    (game_dir / "sibling.html").write_text(SIBLING_PAGE, encoding="utf-8")
    host = HOST_PAGE % {
        "game": game_base + "index.html?pace=0",
        "sibling": game_base + "sibling.html",
        "request": REQUEST,
    }
    (static_server.root / "host.html").write_text(host, encoding="utf-8")
    return "http://localhost:%d/host.html" % static_server.port, game_base


def test_cross_origin_host_receives_request_at_its_origin_and_its_answer_is_accepted(
    page, cross_origin_host
):
    host_url, game_base = cross_origin_host
    page.goto(host_url + "?mode=answer")
    game = frame_of(page, "#game")
    game.get_by_role("button", name="Install game").click()
    expect(game.locator("body")).to_contain_text("HOST TOOK IT")
    requests = page.evaluate("window.requests")
    assert len(requests) == 1
    assert requests[0]["origin"] == game_base.split("/games/")[0]  # the game's own origin
    assert requests[0]["data"]["standalone"] == game_base + "index.html"
    assert isinstance(requests[0]["data"]["id"], str) and requests[0]["data"]["id"]
    page.wait_for_timeout(2000)  # past HOST_ANSWER_MS (1.5 s): no fallback after an answer
    expect(game.get_by_role("link", name=STANDALONE_LINK)).to_have_count(0)
    assert_no_service_worker(game)


def test_embedded_install_ignores_answers_from_siblings_and_wrong_messages(page, cross_origin_host):
    host_url, _ = cross_origin_host
    page.goto(host_url + "?mode=forge")
    game = frame_of(page, "#game")
    game.get_by_role("button", name="Install game").click()
    expect(game.get_by_role("link", name=STANDALONE_LINK)).to_be_visible(timeout=10_000)
    body = game.locator("body")
    for text in ("FORGED BY A SIBLING", "WRONG TYPE", "WRONG ID"):
        expect(body).not_to_contain_text(text)
    assert len(page.evaluate("window.requests")) == 1
