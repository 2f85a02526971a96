import sqlite3

import click

RETENTION_TABLES = {
    "events": "created_at",
    "sessions": "last_seen",
    "notifications": "sent_at",
}


@click.command()
@click.option("--db", "db_path", default="/var/lib/app/app.db", show_default=True)
@click.option("--days", type=int, default=90, show_default=True)
@click.option("--dry-run", is_flag=True)
def purge(db_path, days, dry_run):
    """Delete rows older than the retention window."""
    conn = sqlite3.connect(db_path)
    try:
        for table, column in RETENTION_TABLES.items():
            sql = "DELETE FROM %s WHERE %s < datetime('now', ?)" % (table, column)
            if dry_run:
                click.echo(f"{table}: would run {sql}")
                continue
            cur = conn.execute(sql, (f"-{days} days",))
            click.echo(f"{table}: removed {cur.rowcount} rows")
        conn.commit()
    finally:
        conn.close()


if __name__ == "__main__":
    purge()
