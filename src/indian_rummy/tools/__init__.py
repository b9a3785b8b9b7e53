"""The host's tools, CPython only, never shipped to the browser: the command line,
the site builder and the simulator."""
