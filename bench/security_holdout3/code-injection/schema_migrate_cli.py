from pathlib import Path

import click
import psycopg2

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"


def applied_versions(conn):
    with conn.cursor() as cur:
        cur.execute("CREATE TABLE IF NOT EXISTS schema_version (name text PRIMARY KEY)")
        cur.execute("SELECT name FROM schema_version")
        return {row[0] for row in cur.fetchall()}


@click.command()
@click.option("--dsn", envvar="DATABASE_URL", required=True)
def migrate(dsn):
    conn = psycopg2.connect(dsn)
    done = applied_versions(conn)
    for path in sorted(MIGRATIONS_DIR.glob("[0-9][0-9][0-9][0-9]_*.py")):
        if path.stem in done:
            continue
        namespace = {}
        exec(compile(path.read_text(), str(path), "exec"), namespace)
        namespace["upgrade"](conn)
        with conn.cursor() as cur:
            cur.execute("INSERT INTO schema_version (name) VALUES (%s)", (path.stem,))
        conn.commit()
        click.echo(f"applied {path.stem}")


if __name__ == "__main__":
    migrate()
