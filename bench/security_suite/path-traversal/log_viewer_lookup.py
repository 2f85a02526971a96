from pathlib import Path

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

api = FastAPI()
LOG_ROOT = Path("/var/log/app")
LOG_FILES = {"web": "web.log", "worker": "worker.log", "cron": "cron.log"}


@api.get("/logs/{log_name}")
def view_log(log_name: str):
    if log_name not in LOG_FILES:
        raise HTTPException(status_code=404)
    log_path = LOG_ROOT / LOG_FILES[log_name]
    return FileResponse(log_path)
