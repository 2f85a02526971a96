import re

import click
from ldap3 import Connection, Server

UID_PATTERN = re.compile(r"[a-z][a-z0-9._-]{1,31}")


@click.command()
@click.argument("uid")
@click.option("--server", default="ldap://ldap.example.org", show_default=True)
@click.option("--base", default="ou=people,dc=example,dc=org", show_default=True)
def phonebook(uid, server, base):
    """Print the phone numbers listed for a directory account."""
    if not UID_PATTERN.fullmatch(uid):
        raise click.BadParameter("use lowercase letters, digits, '.', '_' or '-'", param_hint="uid")
    conn = Connection(Server(server), auto_bind=True)
    conn.search(base, f"(uid={uid})", attributes=["cn", "telephoneNumber", "mobile"])
    for entry in conn.entries:
        click.echo(f"{entry.cn}: {entry.telephoneNumber} / {entry.mobile}")
    conn.unbind()


if __name__ == "__main__":
    phonebook()
