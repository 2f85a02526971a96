from collections import deque

from fastapi import FastAPI, HTTPException

app = FastAPI()
LOG_ROOT = "/var/log/services"


@app.get("/logs/{service}/{filename:path}")
async def tail_log(service: str, filename: str, lines: int = 100):
    path = f"{LOG_ROOT}/{service}/{filename}"
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            tail = deque(fh, maxlen=lines)
    except FileNotFoundError:
        raise HTTPException(404)
    return {"file": filename, "lines": list(tail)}
