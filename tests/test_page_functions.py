"""The table page's pure functions (card names and art, the keymap, the store,
reading the table asked for) are proved by Node's own test runner in tests/page;
this runs them, so that both test lanes do."""

import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
NODE = shutil.which("node")


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_the_page_functions_pass_their_node_tests() -> None:
    run = subprocess.run([str(NODE), "--test", "tests/page/"], cwd=REPO, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert "# fail 0" in run.stdout and "# pass 0" not in run.stdout
