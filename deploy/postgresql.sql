-- The database of `indian-rummy serve` and the user it logs in as (docs/deploy.md), made
-- once by PostgreSQL's superuser:
--     sudo -u postgres psql -v ON_ERROR_STOP=1 < deploy/postgresql.sql
-- The user `rummy` owns the database, so the server creates and migrates its tables
-- there, and nothing else. It logs in through the local socket by peer authentication
-- (Debian's default): the services run as the system user `rummy`, with no password.
-- UTF-8 whatever the machine's locale, so every player's name is kept as typed.
CREATE ROLE rummy LOGIN;
CREATE DATABASE rummy OWNER rummy ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'
    TEMPLATE template0;
