import hashlib
import os

import click
import psycopg2


def salted_digest(password: str) -> str:
    salt = os.urandom(8).hex()
    digest = hashlib.md5((salt + password).encode("utf-8")).hexdigest()
    return f"{salt}${digest}"


@click.command()
@click.option("--dsn", envvar="OPS_DATABASE_DSN", required=True)
@click.argument("username")
@click.password_option()
def create_operator(dsn, username, password):
    """Create an operator account for the back-office console."""
    with psycopg2.connect(dsn) as conn, conn.cursor() as cur:
        cur.execute(
            "INSERT INTO operators (username, password_hash) VALUES (%s, %s)",
            (username, salted_digest(password)),
        )
    click.echo(f"operator {username} created")


if __name__ == "__main__":
    create_operator()
