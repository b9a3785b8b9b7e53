"""What crosses the worker's (or the server's) boundary: the strict JSON reader, the
canonical writer, and the session that answers a request with a view. Portable."""
