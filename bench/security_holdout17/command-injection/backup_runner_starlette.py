import configparser
import os

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

DEFAULTS = """
[job]
source = /srv/app/data
dest = /srv/backups/latest.tgz
note =
"""


def load_config():
    cfg = configparser.ConfigParser(interpolation=None)
    cfg.read_string(DEFAULTS)
    return cfg


async def start_backup(request):
    form = await request.form()
    cfg = load_config()
    cfg["job"]["note"] = str(form.get("note", ""))
    cfg["job"]["requested_by"] = request.headers.get("x-user", "anonymous")
    source = cfg["job"]["source"]
    dest = cfg["job"]["dest"]
    status = os.system("tar -czf " + dest + " " + source)
    return JSONResponse({"status": status, "note": cfg["job"]["note"]})


async def backup_info(request):
    cfg = load_config()
    dest = cfg["job"]["dest"]
    exists = os.path.exists(dest)
    size = os.path.getsize(dest) if exists else 0
    return JSONResponse({"dest": dest, "exists": exists, "size": size})


async def list_backups(request):
    folder = os.path.dirname(load_config()["job"]["dest"])
    names = sorted(n for n in os.listdir(folder) if n.endswith(".tgz"))
    return JSONResponse({"backups": names})


routes = [
    Route("/backup", start_backup, methods=["POST"]),
    Route("/backup/info", backup_info),
    Route("/backup/list", list_backups),
]

app = Starlette(routes=routes)
