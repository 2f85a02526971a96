import os
from collections import deque

from fastapi import FastAPI, HTTPException

app = FastAPI()
LOG_ROOT = "/var/log/services"


@app.get("/logs/{service}/{filename:path}/view")
async def view_log(service: str, filename: str, lines: int = 100):
    root = os.path.realpath(LOG_ROOT)
    path = os.path.realpath(os.path.join(root, service, filename))
    if os.path.commonpath([root, path]) != root:
        raise HTTPException(403)
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            tail = deque(fh, maxlen=lines)
    except FileNotFoundError:
        raise HTTPException(404)
    return {"file": filename, "lines": list(tail)}
