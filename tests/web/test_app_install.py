"""Installing the game: Chromium's installability check, the prompt, the fallback."""

import pytest
from playwright.sync_api import expect

from chromium import CHROMIUM, CHROMIUM_ARGS

pytestmark = pytest.mark.browser


# Records beforeinstallprompt, and stands in for the browser's install dialog
# (prompt() and userChoice), which a headless browser cannot show.
PROMPT_SPY = """
window.__offers = [];
window.__prompts = 0;
window.addEventListener("beforeinstallprompt", (event) => { window.__offers.push(event); });
if (window.BeforeInstallPromptEvent) {
  BeforeInstallPromptEvent.prototype.prompt = function () {
    window.__prompts += 1;
    return Promise.resolve({outcome: "dismissed", platform: "web"});
  };
  Object.defineProperty(BeforeInstallPromptEvent.prototype, "userChoice", {
    get() { return Promise.resolve({outcome: "dismissed", platform: "web"}); },
  });
}
"""


@pytest.fixture
def profile(playwright_instance, tmp_path):
    """A persistent (non-incognito) Chromium profile: only there is installation offered."""
    ctx = playwright_instance.chromium.launch_persistent_context(
        str(tmp_path / "profile"),
        executable_path=CHROMIUM,
        headless=True,
        args=CHROMIUM_ARGS,
        service_workers="allow",
    )
    ctx.set_default_timeout(20_000)
    try:
        yield ctx
    finally:
        ctx.close()


def installability_errors(ctx, page):
    cdp = ctx.new_cdp_session(page)
    try:
        return cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
    finally:
        cdp.detach()


def wait_installable(ctx, page):
    errors = None
    for _ in range(40):
        errors = installability_errors(ctx, page)
        if not errors:
            return
        page.wait_for_timeout(250)
    raise AssertionError("Chromium's installability errors: %r" % errors)


@pytest.mark.parametrize("page_name", ["index.html", "guide.html"])
def test_page_passes_installability_check_and_beforeinstallprompt_fires(
    profile, served_site, page_name
):
    page = profile.new_page()
    page.add_init_script(PROMPT_SPY)
    page.goto(served_site.url + page_name)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    wait_installable(profile, page)
    page.wait_for_function("() => window.__offers.length > 0", timeout=20_000)
    # install.js kept the offer for the Install game button.
    assert page.evaluate("window.__offers[0].defaultPrevented")
    manifest = profile.new_cdp_session(page).send("Page.getAppManifest")
    assert manifest["url"] == served_site.url + "manifest.webmanifest"
    assert manifest["errors"] == []


def test_install_game_uses_the_browser_prompt_when_offered(profile, served_site):
    page = profile.new_page()
    page.add_init_script(PROMPT_SPY)
    page.goto(served_site.url + "index.html?pace=0")
    page.wait_for_function("() => window.__offers.length > 0", timeout=30_000)
    page.get_by_role("button", name="Install game").click()
    page.wait_for_function("() => window.__prompts === 1")
    expect(page.locator("body")).to_contain_text("Not installed")
    # An offer can be used once; the next press explains the menu instead.
    page.get_by_role("button", name="Install game").click()
    expect(page.locator("body")).to_contain_text("Install app")
    assert page.evaluate("window.__prompts") == 1


def test_install_game_without_an_offer_explains_the_browser_menu(page, served_site):
    # An ordinary (incognito-like) test context: Chromium offers no installation.
    page.add_init_script(PROMPT_SPY)
    page.goto(served_site.url + "index.html?pace=0")
    page.get_by_role("button", name="Install game").click()
    body = page.locator("body")
    expect(body).to_contain_text("has not offered to install")
    expect(body).to_contain_text("Install app")
    assert page.evaluate("window.__offers.length") == 0
    assert page.evaluate("window.__prompts") == 0


def test_a_press_before_the_install_code_has_come_is_answered_once_it_has(page, served_site):
    # A slow network: install.js is held back while the button is already up.
    held = []
    page.route("**/install.js", lambda route: held.append(route))
    page.goto(served_site.url + "index.html?pace=0")
    for _ in range(100):
        if held:
            break
        page.wait_for_timeout(50)
    assert held, "the table never asked for install.js"
    page.get_by_role("button", name="Install game").click()
    expect(page.locator("body")).not_to_contain_text("has not offered to install")
    held[0].continue_()
    expect(page.locator("body")).to_contain_text("has not offered to install")


INSTRUCTIONS = {
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 "
    "(KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1": "Add to Home Screen",
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/126.0 Mobile Safari/537.36": "Add to Home screen",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/126.0 Safari/537.36 Edg/126.0": "Install this site as an app",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/126.0 Safari/537.36": "Install app",
    "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0": "Chrome or Edge",
}


def test_install_instructions_match_the_browser(page, served_site):
    # The table's page, its words loaded (the instructions are in its catalog).
    page.goto(served_site.url + "?pace=0")
    expect(page.locator("#table")).not_to_have_attribute("data-rendered", "0", timeout=30_000)
    for agent, phrase in INSTRUCTIONS.items():
        text = page.evaluate(
            "(ua) => import('./shell/install.js').then((m) => m.installInstructions(ua))", agent
        )
        assert phrase in text, (agent, text)
