import sqlite3

import click
from flask import Flask, current_app

app = Flask(__name__)
app.config.update(AUDIT_DB="/var/lib/app/audit.db", AUDIT_TABLE="audit_events", RETENTION_DAYS=90)


def purge_old_events():
    table = current_app.config["AUDIT_TABLE"]
    days = int(current_app.config["RETENTION_DAYS"])
    conn = sqlite3.connect(current_app.config["AUDIT_DB"])
    with conn:
        conn.execute(f"DELETE FROM {table} WHERE created_at < date('now', '-{days} day')")
    conn.close()


@app.cli.command("purge-audit")
def purge_audit_command():
    purge_old_events()
    click.echo("audit events purged")


@app.post("/admin/audit/purge")
def purge_audit_view():
    purge_old_events()
    return {"status": "ok"}
