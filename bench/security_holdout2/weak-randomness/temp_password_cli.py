import random
import string

import click
from passlib.hash import bcrypt
from sqlalchemy import create_engine, text

CHARS = string.ascii_letters + string.digits + "!@#$%"


def temporary_password(length=12):
    return "".join(random.sample(CHARS, length))


@click.command()
@click.argument("usernames", nargs=-1, required=True)
@click.option("--db-url", envvar="ADMIN_DB_URL", required=True)
def reset_passwords(usernames, db_url):
    """Reset the given accounts to a temporary password and print it."""
    engine = create_engine(db_url)
    with engine.begin() as conn:
        for username in usernames:
            password = temporary_password()
            conn.execute(
                text("UPDATE users SET password_hash = :h, must_change = true WHERE username = :u"),
                {"h": bcrypt.hash(password), "u": username},
            )
            click.echo(f"{username}\t{password}")


if __name__ == "__main__":
    reset_passwords()
