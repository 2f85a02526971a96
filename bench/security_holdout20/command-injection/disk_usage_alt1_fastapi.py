import os

from fastapi import FastAPI, Query

app = FastAPI()


def _fallback(_requested):
    return "/srv/shared"


def _resolve_dir(requested):
    return _fallback(requested)


@app.get("/storage/usage")
def disk_usage(folder: str = Query("/srv/shared")):
    target = _resolve_dir(folder)
    with os.popen(f"du -sh {target}") as pipe:
        line = pipe.read().strip()
    return {"folder": target, "usage": line.split()[0] if line else None}
