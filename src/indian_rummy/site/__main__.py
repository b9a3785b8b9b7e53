"""``python -m indian_rummy.site build DIR [--source] | serve DIR [PORT]``."""

import sys

from . import main

sys.exit(main())
