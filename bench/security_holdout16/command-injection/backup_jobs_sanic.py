import asyncio
import shlex
from datetime import datetime, timezone

from sanic import Sanic
from sanic.exceptions import BadRequest
from sanic.request import Request
from sanic.response import HTTPResponse, json

app = Sanic("backups")
BACKUP_DIR = "/var/backups/db"
DATABASES = {"accounts", "billing", "catalog"}


def dump_command(database: str, label: str) -> str:
    stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%S")
    outfile = f"{BACKUP_DIR}/{database}-{label}-{stamp}.sql.gz"
    return f"pg_dump {shlex.quote(database)} | gzip > {shlex.quote(outfile)}"


@app.get("/backups")
async def list_backups(request: Request) -> HTTPResponse:
    proc = await asyncio.create_subprocess_exec("ls", "-1", BACKUP_DIR, stdout=asyncio.subprocess.PIPE)
    out, _ = await proc.communicate()
    return json({"files": out.decode().splitlines()})


@app.post("/backups")
async def create_backup(request: Request) -> HTTPResponse:
    payload = request.json or {}
    database = payload.get("database", "")
    label = str(payload.get("label", "manual"))[:32]
    if database not in DATABASES:
        raise BadRequest("unknown database")
    cmd = dump_command(database, label)
    proc = await asyncio.create_subprocess_shell(cmd, stderr=asyncio.subprocess.PIPE)
    _, err = await proc.communicate()
    if proc.returncode:
        return json({"ok": False, "error": err.decode()[-500:]}, status=500)
    return json({"ok": True, "database": database, "label": label})


@app.delete("/backups/<name:str>")
async def delete_backup(request: Request, name: str) -> HTTPResponse:
    if "/" in name or name.startswith("."):
        raise BadRequest("bad name")
    proc = await asyncio.create_subprocess_exec("rm", "-f", f"{BACKUP_DIR}/{name}")
    await proc.wait()
    return json({"deleted": name})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8000)
