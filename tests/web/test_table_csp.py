"""A Content-Security-Policy in the table and the guide (issue 9, point 9): the game
plays under it with no violation, and a script from anywhere else is refused."""


import pytest
from playwright.sync_api import expect
from table_helpers import DRAW_PILE, button, open_table, status

pytestmark = pytest.mark.browser


def policy(page) -> dict[str, list[str]]:
    text = page.locator('meta[http-equiv="Content-Security-Policy"]').get_attribute("content")
    assert text
    rules = [part.split() for part in text.split(";") if part.strip()]
    return {rule[0]: rule[1:] for rule in rules}


def violations(page) -> list[str]:
    found: list[str] = []
    page.on(
        "console",
        lambda msg: found.append(msg.text)
        if "Content Security Policy" in msg.text or "Refused to" in msg.text
        else None,
    )
    return found


def test_the_table_plays_a_turn_under_its_policy_without_a_violation(page, served_site):
    refused = violations(page)
    open_table(page, served_site, "?seed=77&random=1&pace=0")
    rules = policy(page)
    assert rules["default-src"] == ["'self'"]
    assert rules["script-src"] == ["'self'", "'wasm-unsafe-eval'"]
    assert rules["object-src"] == ["'none'"]
    page.get_by_role("button", name=DRAW_PILE).click()
    button(page, "Arrange for me").click()
    button(page, "Discard selected").click()
    expect(status(page)).to_have_text("YOUR TURN · DRAW")
    assert refused == []


def test_an_injected_inline_script_does_not_run(page, served_site):
    open_table(page, served_site, "?seed=77&random=1&pace=0")
    # The console message may trail the refusal: it is waited for.
    with page.expect_console_message(lambda msg: "inline script" in msg.text):
        page.evaluate(
            """() => {
                const s = document.createElement("script");
                s.textContent = "window.__injected = true;";
                document.head.append(s);
            }"""
        )
    assert page.evaluate("window.__injected === undefined")


def test_the_guide_has_the_same_policy_and_shows_without_a_violation(page, served_site):
    refused = violations(page)
    page.goto(served_site.url + "guide.html")
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    rules = policy(page)
    assert rules["default-src"] == ["'self'"]
    assert rules["object-src"] == ["'none'"]
    page.wait_for_timeout(300)
    assert refused == []
