import os

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

app = FastAPI()
EXPORT_ROOT = os.path.realpath("/srv/app/exports")


@app.get("/exports/{team}")
def export_read(team: str, file: str):
    candidate = os.path.realpath(os.path.join(EXPORT_ROOT, team, file))
    if os.path.commonpath([EXPORT_ROOT, candidate]) != EXPORT_ROOT:
        raise HTTPException(status_code=403, detail="forbidden")
    return FileResponse(candidate)
