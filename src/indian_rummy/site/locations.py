"""Where the site's files come from: a checkout of the project, or an installed wheel.

In a checkout (the package is the ``src/`` of the project's tree) ``web/`` and
``node_modules/`` are read. An installed wheel carries the same files as package data
in ``data/`` of this package (:data:`PACKAGE_DATA`, written by
``writer.write_package_data`` from setup.py's ``build_py`` hook). The other modules of
the site read :data:`IN_CHECKOUT` and :data:`PACKAGE_DATA` from here at call time
(``locations.IN_CHECKOUT``), so a test can stand for an installed package by setting
them here.
"""

import os
from collections.abc import Mapping
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent.parent
REPO_ROOT = PACKAGE_DIR.parent.parent
# Run from a checkout: the package is the src/ folder of the project's tree (an
# editable install, the tests, the wheel's build hook). Otherwise it is installed.
IN_CHECKOUT = PACKAGE_DIR.parent.name == "src" and (REPO_ROOT / "pyproject.toml").is_file()
WEB_DIR = REPO_ROOT / "web"
RUNTIME_PACKAGE = "@micropython/micropython-webassembly-pyscript"
RUNTIME_FILES = ("micropython.mjs", "micropython.wasm")
# The catalogs' renderer and its DOM bindings, shipped as their ES modules.
FLUENT_PACKAGES = ("bundle", "dom")
# @fluent/dom imports its one dependency by its bare name, which a page cannot resolve
# without an import map (the policy allows no inline script): the site's copy imports
# cached-iterable's module, shipped beside it in fluent/cached-iterable/, by its path.
FLUENT_BARE_IMPORTS = {'from "cached-iterable"': 'from "../cached-iterable/index.mjs"'}
LOCALES_DIR = PACKAGE_DIR / "locales"
# What an installed wheel builds the site from (see writer.write_package_data).
PACKAGE_DATA = Path(__file__).resolve().parent / "data"
BUNDLE_NAME = "engine/bundle.bin"  # the portable packages, see bundle.pack_bundle


class SiteError(Exception):
    """The site cannot be built or served; the message says what to do."""


def default_build_dir(environ: Mapping[str, str] | None = None) -> Path:
    """Where ``play`` and ``serve`` build the site: ``build/site`` of a checkout, else
    the per-user cache folder ``$XDG_CACHE_HOME/indian-rummy/site`` (by default
    ``~/.cache/indian-rummy/site``; a relative XDG_CACHE_HOME is ignored, as the XDG
    specification says)."""
    if IN_CHECKOUT:
        return REPO_ROOT / "build" / "site"
    env = os.environ if environ is None else environ
    cache = env.get("XDG_CACHE_HOME", "")
    if not os.path.isabs(cache):
        home = env.get("HOME") or os.path.expanduser("~")
        cache = os.path.join(home, ".cache")
    return Path(cache) / "indian-rummy" / "site"


DEFAULT_BUILD_DIR = default_build_dir()


def missing_package_data(path: Path) -> SiteError:
    return SiteError(
        "This installed package lacks the site's files (%s not found). Install it from "
        "a wheel built by the project's setup.py (pip wheel or pip install of the "
        "source tree, after `npm ci`)." % path
    )


def web_dir() -> Path:
    if not IN_CHECKOUT:
        if not (PACKAGE_DATA / "web" / "index.html").is_file():
            raise missing_package_data(PACKAGE_DATA / "web" / "index.html")
        return PACKAGE_DATA / "web"
    if not (WEB_DIR / "index.html").is_file():
        raise SiteError(
            "The web/ folder of the checkout was not found (looked in %s)." % WEB_DIR
        )
    return WEB_DIR


def runtime_dir() -> Path:
    if not IN_CHECKOUT:
        folder = PACKAGE_DATA / "runtime"
        for name in RUNTIME_FILES + ("package.json",):
            if not (folder / name).is_file():
                raise missing_package_data(folder / name)
        return folder
    folder = REPO_ROOT / "node_modules" / RUNTIME_PACKAGE
    missing = [name for name in RUNTIME_FILES if not (folder / name).is_file()]
    if missing:
        raise SiteError(
            "The MicroPython runtime is missing (%s not found in %s). "
            "Run `npm ci` in %s first." % (", ".join(missing), folder, REPO_ROOT)
        )
    return folder


def fluent_dir() -> Path:
    """Where the ``@fluent/<name>`` packages' ES modules are: ``node_modules/@fluent``
    (each in ``<name>/esm/``) in a checkout, the package data's ``fluent/<name>/``
    installed."""
    folder = PACKAGE_DATA / "fluent" if not IN_CHECKOUT else REPO_ROOT / "node_modules" / "@fluent"
    for name in FLUENT_PACKAGES:
        index = folder / name / ("index.js" if not IN_CHECKOUT else "esm/index.js")
        if not index.is_file():
            if not IN_CHECKOUT:
                raise missing_package_data(index)
            raise SiteError("@fluent/%s is missing (%s not found). Run `npm ci` in %s first."
                            % (name, index, REPO_ROOT))
    return folder
