"""The fitted model's data and its fit (CPython, at development time only)."""
