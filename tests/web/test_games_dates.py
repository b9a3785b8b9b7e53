"""Your games keep each deal's date through an export and an import: the file carries
when each deal was played beside the log, and the command line still reviews it."""

import json
import re
import subprocess
import sys

import pytest
from playwright.sync_api import expect
from table_helpers import open_table
from test_games import REPO, START_MS, new_page, open_games, seed_storage

from kept_games import deal_records, export, played

pytestmark = pytest.mark.browser

DATE = re.compile(r"\w{3} \d{1,2}, \d{4}, \d\d:\d\d [AP]M")


def dates(items) -> list:
    return [DATE.search(text).group(0) for text in items.all_inner_texts()]


def test_an_exported_match_imported_again_keeps_each_deals_date(browser, served_site, tmp_path):
    records = deal_records(export(played("twine", "pool101", "kiran", 610, (False, True, False))),
                           START_MS)
    context = new_page(browser, 1280, accept_downloads=True, timezone_id="Asia/Kolkata")
    try:
        seed_storage(context, served_site, records)
        page = context.new_page()
        open_table(page, served_site)
        dialog = open_games(page)
        items = dialog.get_by_role("listitem").filter(has_text="deal ")
        expect(items).to_have_count(len(records))
        before = dates(items)
        assert before[-1] == "Dec 5, 2025, 07:30 AM"  # START_MS in India, the first deal
        last = items.filter(has_text="deal %d" % len(records))
        with page.expect_download() as download:
            last.get_by_role("button", name="Export").click()
        saved = tmp_path / download.value.suggested_filename
        download.value.save_as(saved)
        kept = json.loads(saved.read_text())
        assert kept["played"] == {str(r["deal"]): r["saved"] for r in records}
        command = subprocess.run(  # the command line reads past the dates
            [sys.executable, "-m", "indian_rummy", "review", str(saved)],
            capture_output=True, text=True, cwd=REPO, timeout=120,
            env={"PYTHONPATH": str(REPO / "src"), "PATH": "/usr/bin:/bin"})
        assert command.returncode == 0, command.stderr

        dialog.get_by_role("button", name="Forget my games…").click()
        dialog.get_by_role("button", name="Forget them").click()
        expect(dialog.get_by_role("listitem")).to_have_count(0)
        dialog.get_by_label("Import a match (a JSON log)").set_input_files(str(saved))
        expect(dialog.get_by_role("status")).to_have_text(re.compile(r"^Imported \d deals"),
                                                           timeout=120_000)
        expect(items).to_have_count(len(records))
        assert dates(items) == before

        # A file whose dates are not times already past is dated by its import, newest first.
        kept["played"] = {"1": "yesterday", "2": -5, "3": 10 ** 16}
        odd = tmp_path / "odd.json"
        odd.write_text(json.dumps(kept))
        dialog.get_by_role("button", name="Forget my games…").click()
        dialog.get_by_role("button", name="Forget them").click()
        dialog.get_by_label("Import a match (a JSON log)").set_input_files(str(odd))
        expect(dialog.get_by_role("status")).to_have_text(re.compile(r"^Imported \d deals"),
                                                           timeout=120_000)
        expect(items).to_have_count(len(records))
        assert all(date != before[0] and "2025" not in date for date in dates(items))
    finally:
        context.close()
