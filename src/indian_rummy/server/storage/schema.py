"""The database's schema, the same on SQLite and PostgreSQL, as migrations.

A match is one ``matches`` row (profile, format, seats, seed, status, its secret
deal key, when the server's next move is due), one ``match_seats`` row per seat
(the hash of its token, when it last acted) and its ``actions``: the match log's
records, one row each (``log_store.py``). Beside the log, each naming its match:
push subscriptions and the server's push key (``pushes.py``), each seat's
arrangement (``arrangements.py``) and kept reviews (``reviews.py``).
"""

# Versioned schema: each migration runs once, in order, in one transaction, and
# records its version. A new version is appended here; a shipped one never changes.
# The types are spelled so that both SQLite and PostgreSQL accept them (BYTEA, to
# SQLite, is a column of NUMERIC affinity, which keeps bytes as they are).
MIGRATIONS: list = [
    (1, "matches, their seats and their action log", [
        """CREATE TABLE matches (
            id TEXT PRIMARY KEY,
            profile TEXT NOT NULL,
            format TEXT NOT NULL,
            seats TEXT NOT NULL,
            seed BIGINT NOT NULL,
            status TEXT NOT NULL,
            created_at DOUBLE PRECISION NOT NULL,
            updated_at DOUBLE PRECISION NOT NULL)""",
        """CREATE TABLE match_seats (
            match_id TEXT NOT NULL REFERENCES matches (id),
            seat INTEGER NOT NULL,
            token_hash TEXT NOT NULL,
            last_acted DOUBLE PRECISION,
            PRIMARY KEY (match_id, seat))""",
        """CREATE TABLE actions (
            match_id TEXT NOT NULL REFERENCES matches (id),
            seq INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            action TEXT NOT NULL,
            at DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (match_id, seq))""",
    ]),
    # Version 1 let a process whose copy ran ahead of the log store an action after a
    # gap, and a log with a gap never replays. The log is rebuilt with each action
    # naming the one before it, so the database refuses any gap from now on; the
    # actions after a gap (none in a healthy log) are kept aside, not deleted, and
    # `indian-rummy doctor` counts them.
    (2, "each action follows the one before it; actions after a gap set aside; "
        "matches found by their last use", [
        "ALTER TABLE actions RENAME TO actions_v1",
        """CREATE TABLE actions (
            match_id TEXT NOT NULL REFERENCES matches (id),
            seq INTEGER NOT NULL,
            prev INTEGER,
            seat INTEGER NOT NULL,
            action TEXT NOT NULL,
            at DOUBLE PRECISION NOT NULL,
            CONSTRAINT action_key PRIMARY KEY (match_id, seq),
            CONSTRAINT action_follows CHECK (
                (seq = 1 AND prev IS NULL) OR (seq > 1 AND prev = seq - 1)),
            CONSTRAINT action_after FOREIGN KEY (match_id, prev)
                REFERENCES actions (match_id, seq))""",
        """CREATE TABLE set_aside_actions (
            match_id TEXT NOT NULL,
            seq INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            action TEXT NOT NULL,
            at DOUBLE PRECISION NOT NULL,
            reason TEXT NOT NULL)""",
        """INSERT INTO actions (match_id, seq, prev, seat, action, at)
            SELECT a.match_id, a.seq, NULLIF(a.seq - 1, 0), a.seat, a.action, a.at
            FROM actions_v1 a LEFT JOIN (
                SELECT g.match_id AS match_id, MIN(g.seq) AS first_gap FROM actions_v1 g
                WHERE g.seq > 1 AND NOT EXISTS (
                    SELECT 1 FROM actions_v1 p WHERE p.match_id = g.match_id
                    AND p.seq = g.seq - 1)
                GROUP BY g.match_id) gaps ON gaps.match_id = a.match_id
            WHERE gaps.first_gap IS NULL OR a.seq < gaps.first_gap
            ORDER BY a.match_id, a.seq""",
        """INSERT INTO set_aside_actions (match_id, seq, seat, action, at, reason)
            SELECT a.match_id, a.seq, a.seat, a.action, a.at, 'after a gap in the log'
            FROM actions_v1 a WHERE NOT EXISTS (
                SELECT 1 FROM actions k WHERE k.match_id = a.match_id AND k.seq = a.seq)""",
        "DROP TABLE actions_v1",
        "CREATE INDEX matches_by_last_use ON matches (updated_at)",
    ]),
    # Web Push (push.py): the server's one VAPID key, made on first use, and the
    # subscriptions of each seat that asked to be told when its turn comes.
    (3, "push notifications: the server's key and each seat's subscriptions", [
        """CREATE TABLE push_key (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            private_key TEXT NOT NULL,
            created_at DOUBLE PRECISION NOT NULL)""",
        """CREATE TABLE push_subscriptions (
            match_id TEXT NOT NULL REFERENCES matches (id),
            seat INTEGER NOT NULL,
            endpoint TEXT NOT NULL,
            p256dh TEXT NOT NULL,
            auth TEXT NOT NULL,
            created_at DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (match_id, seat, endpoint))""",
    ]),
    # Issue 35: a served match's deals come from a secret key (not from its seed);
    # the server's next move (a bot's turn, a clock's deadline) is due at a time any
    # process can find; a seat's arrangement of its hand is kept once, replacing the
    # last, instead of growing the log; a finished deal's review is worked out once.
    (4, "a match's secret deal key, when the server's next move is due, each seat's "
        "arrangement, and kept reviews", [
        "ALTER TABLE matches ADD COLUMN secret TEXT",
        "ALTER TABLE matches ADD COLUMN due_at DOUBLE PRECISION",
        "CREATE INDEX matches_by_due ON matches (due_at)",
        """CREATE TABLE arrangements (
            match_id TEXT NOT NULL REFERENCES matches (id),
            seat INTEGER NOT NULL,
            deal INTEGER NOT NULL,
            tray TEXT NOT NULL,
            at DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (match_id, seat))""",
        """CREATE TABLE reviews (
            match_id TEXT NOT NULL REFERENCES matches (id),
            deal INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            review TEXT NOT NULL,
            at DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (match_id, deal, seat))""",
    ]),
    # Issue 39: a seat's push notifications are written in its player's language, kept
    # with each of its subscriptions (all of a seat's say the same); the subscriptions
    # kept before languages were English.
    (5, "the language of each push subscription", [
        "ALTER TABLE push_subscriptions ADD COLUMN lang TEXT NOT NULL DEFAULT 'en'",
    ]),
    # Issue 47: a kept review is served from its bytes as kept, gzipped (a tenth of its
    # text), the coach's mark beside them. The reviews kept as text are let go: each
    # is worked out again when next asked for, as after a new coach.
    (6, "kept reviews gzipped, with their coach's mark", [
        "DROP TABLE reviews",
        """CREATE TABLE reviews (
            match_id TEXT NOT NULL REFERENCES matches (id),
            deal INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            coach TEXT NOT NULL,
            review BYTEA NOT NULL,
            at DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (match_id, deal, seat))""",
    ]),
]

VERSIONS_TABLE = """CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    description TEXT NOT NULL,
    applied_at DOUBLE PRECISION NOT NULL)"""
