from pathlib import Path

from fastapi import Depends, FastAPI, HTTPException
from fastapi.responses import PlainTextResponse

from .auth import current_user

LOG_DIR = Path("/var/log/myapp")
app = FastAPI()


@app.get("/support/logs/tail", response_class=PlainTextResponse, dependencies=[Depends(current_user)])
def tail_log(file: str, lines: int = 200):
    target = LOG_DIR / file
    if not target.is_file():
        raise HTTPException(status_code=404, detail="no such log")
    content = target.read_text(errors="replace")
    return "\n".join(content.splitlines()[-max(1, min(lines, 5000)):])
