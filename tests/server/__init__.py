"""Tests of the partner server (a package, so its conftest does not shadow tests/conftest.py)."""
