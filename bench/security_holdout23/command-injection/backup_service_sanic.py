import asyncio
import datetime as dt
import os
from asyncio.subprocess import PIPE
from pathlib import Path

from sanic import Sanic
from sanic.exceptions import BadRequest, NotFound
from sanic.response import json

app = Sanic("backup_service")
BACKUP_DIR = Path(os.environ.get("BACKUP_DIR", "/var/backups/pg"))
DATABASES = {
    "billing": {"host": "billing-db.internal", "name": "billing", "user": "backup"},
    "crm": {"host": "crm-db.internal", "name": "crm", "user": "backup"},
    "events": {"host": "events-db.internal", "name": "events", "user": "backup"},
}
FORMATS = {"custom": "c", "plain": "p", "tar": "t"}


def _existing_backups():
    return {p.name: p for p in BACKUP_DIR.glob("*.dump")}


@app.get("/backups")
async def list_backups(request):
    return json({"backups": sorted(_existing_backups())})


@app.post("/backups/<db_key:str>")
async def create_backup(request, db_key):
    target = DATABASES.get(db_key)
    if target is None:
        raise NotFound("unknown database")
    fmt = FORMATS.get((request.json or {}).get("format", "custom"))
    if fmt is None:
        raise BadRequest("format must be one of: " + ", ".join(FORMATS))
    stamp = dt.datetime.now(dt.timezone.utc).strftime("%Y%m%dT%H%M%S")
    outfile = BACKUP_DIR / f"{db_key}-{stamp}.dump"
    argv = [
        "pg_dump",
        "--host", target["host"],
        "--username", target["user"],
        "--format", fmt,
        "--file", str(outfile),
        target["name"],
    ]
    proc = await asyncio.create_subprocess_exec(*argv, stdout=PIPE, stderr=PIPE)
    _, stderr = await asyncio.wait_for(proc.communicate(), timeout=900)
    if proc.returncode != 0:
        return json({"status": "failed", "error": stderr.decode(errors="replace")[-2000:]}, status=502)
    return json({"status": "created", "file": outfile.name}, status=201)


@app.delete("/backups/<name:str>")
async def delete_backup(request, name):
    path = _existing_backups().get(name)
    if path is None:
        raise NotFound("no such backup")
    path.unlink()
    return json({"deleted": name})
