"""Fixtures of the browser tests under tests/web (the shared ones are in tests/conftest.py)."""

from collections.abc import Iterator
from pathlib import Path

import pytest
from partner_helpers import PartnerServer


@pytest.fixture(scope="module")
def partner_server(site_dir: Path, tmp_path_factory: pytest.TempPathFactory
                   ) -> Iterator[PartnerServer]:
    server = PartnerServer(site_dir, tmp_path_factory.mktemp("partner"))
    server.start()
    try:
        yield server
    finally:
        server.kill()
