import hashlib
import os
import sqlite3

import click

ITERATIONS = 600_000


def hash_password(password: str) -> str:
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, ITERATIONS)
    return f"pbkdf2_sha256${ITERATIONS}${salt.hex()}${digest.hex()}"


@click.command()
@click.option("--db", "db_path", default="/var/lib/app/app.db", show_default=True)
@click.argument("username")
def create_admin(db_path, username):
    """Create an administrator account."""
    password = click.prompt("Password", hide_input=True, confirmation_prompt=True)
    if len(password) < 12:
        raise click.ClickException("password must be at least 12 characters")
    with sqlite3.connect(db_path) as conn:
        conn.execute(
            "INSERT INTO users (username, password_hash, is_admin) VALUES (?, ?, 1)",
            (username, hash_password(password)),
        )
    click.echo(f"created admin {username}")


if __name__ == "__main__":
    create_admin()
