import random
import sqlite3

import click

KEY_PREFIX = "ak_"


@click.command()
@click.option("--user", required=True, help="Account that will own the key.")
@click.option("--db", default="keys.db", show_default=True, help="Key database file.")
def generate_api_key(user, db):
    """Create a new API key for USER and store it."""
    key = KEY_PREFIX + "%032x" % random.getrandbits(128)
    with sqlite3.connect(db) as conn:
        conn.execute("INSERT INTO api_keys (owner, api_key) VALUES (?, ?)", (user, key))
    click.echo(f"API key for {user}: {key}")


if __name__ == "__main__":
    generate_api_key()
