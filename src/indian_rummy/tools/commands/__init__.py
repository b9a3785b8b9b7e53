"""The verbs of the ``indian-rummy`` command, a module each (``tools/cli.py`` reads the
command line and hands it to one). Each module's ``add`` declares its verb's arguments
and the function that runs it; the work itself lives in the engine, ``simulate``,
``site`` and ``server``. ``status`` holds what every verb shares: its exit statuses
and how it reports bad input; ``hands`` the reading of 13-card hands (check, score)."""
