"""Build and serve the static web site of the practice table (CPython only).

The site is a folder of static files that any host can serve from any
sub-path (every URL inside it is relative): the UI from ``web/``, the pinned
MicroPython runtime, the engine bundle of the portable packages compiled to
bytecode, the ``@fluent`` packages, the catalogs and ``precache.js``.

- :mod:`.locations`: where those files come from, a checkout or an installed
  wheel's package data, and where ``play`` and ``serve`` build;
- :mod:`.bundle`: the engine bundle (the portable packages' sources, their
  bytecode, the packed file);
- :mod:`.writer`: writing the site into a folder (:func:`build`), and the wheel's
  package data;
- :mod:`.serve`: the static server of ``indian-rummy play``.

This package is a host tool: it is never shipped to the browser. It is a layer of
its own, above the portable packages it ships (it reads them as files and imports
none of the package) and below the server and the tools, which build with it. It
imports only the standard library, so setup.py loads it by path at wheel-build time.
"""

from .bundle import PORTABLE, engine_bundle, engine_sources, unpack_bundle
from .locations import BUNDLE_NAME, DEFAULT_BUILD_DIR, SiteError
from .serve import (
    CONTENT_SECURITY_POLICY,
    POLICY_FILES,
    LocalServer,
    QuietHandler,
    compressed,
    open_in_browser,
)
from .writer import build, precache_lists, write_package_data

# What the server, the tests' fixtures and the benchmarks use; the command line and
# the tests of this package import the modules themselves.
__all__ = [
    "BUNDLE_NAME", "CONTENT_SECURITY_POLICY", "DEFAULT_BUILD_DIR", "POLICY_FILES", "PORTABLE",
    "LocalServer", "QuietHandler", "SiteError", "build", "compressed", "engine_bundle",
    "engine_sources", "open_in_browser", "precache_lists", "unpack_bundle",
    "write_package_data",
]
