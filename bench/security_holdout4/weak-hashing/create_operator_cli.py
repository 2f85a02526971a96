import base64
import getpass
import hashlib
import os
import sqlite3

import click


def hash_secret(password: str) -> str:
    salt = os.urandom(16)
    key = hashlib.scrypt(password.encode("utf-8"), salt=salt, n=2**14, r=8, p=1, dklen=64)
    return "scrypt$" + base64.b64encode(salt).decode() + "$" + base64.b64encode(key).decode()


@click.command()
@click.argument("username")
@click.option("--db", "db_path", default="/var/lib/ops-console/operators.db", show_default=True)
@click.option("--admin/--no-admin", default=False)
def create_operator(username, db_path, admin):
    """Create an ops-console operator account."""
    password = getpass.getpass("Password: ")
    if password != getpass.getpass("Repeat password: "):
        raise click.ClickException("passwords do not match")
    with sqlite3.connect(db_path) as conn:
        conn.execute(
            "INSERT INTO operators (username, secret, is_admin) VALUES (?, ?, ?)",
            (username, hash_secret(password), int(admin)),
        )
    click.echo(f"created operator {username}")


if __name__ == "__main__":
    create_operator()
