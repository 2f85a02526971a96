from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import FileResponse

api = FastAPI()
LOG_ROOT = Path("/var/log/app")


@api.get("/logs/{log_name}")
def view_log(log_name: str):
    log_path = LOG_ROOT.joinpath(log_name)
    return FileResponse(log_path)
