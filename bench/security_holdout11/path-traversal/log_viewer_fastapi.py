from pathlib import Path

from fastapi import FastAPI, HTTPException
from fastapi.responses import PlainTextResponse

app = FastAPI()
LOG_ROOT = Path("/var/log/myservice")


@app.get("/logs/{service}", response_class=PlainTextResponse)
def tail_log(service: str, file: str = "current.log", lines: int = 100):
    candidates = [LOG_ROOT / service / file, LOG_ROOT / file]
    target = next((c for c in candidates if c.exists()), None)
    if target is None:
        raise HTTPException(status_code=404)
    content = target.read_text(errors="replace")
    return "\n".join(content.splitlines()[-lines:])
