from collections import deque
from dataclasses import dataclass
from pathlib import Path
from typing import List

from fastapi import Depends, FastAPI, HTTPException, Query
from fastapi.responses import PlainTextResponse

LOG_ROOT = Path("/var/log/services")
DEFAULT_TAIL = 200
MAX_TAIL = 5000

app = FastAPI()


@dataclass
class LogQuery:
    service: str
    filename: str
    lines: int


class LogStore:
    def __init__(self, root: Path):
        self.root = root

    def locate(self, service: str, filename: str) -> Path:
        return self.root / service / filename

    def tail(self, path: Path, lines: int) -> List[str]:
        with path.open("r", errors="replace") as fh:
            return list(deque(fh, maxlen=lines))

    def list_files(self, service: str) -> List[str]:
        directory = self.root / service
        return sorted(p.name for p in directory.glob("*.log"))


def get_store() -> LogStore:
    return LogStore(LOG_ROOT)


def log_query(
    service: str,
    filename: str = Query("current.log"),
    lines: int = Query(DEFAULT_TAIL, ge=1, le=MAX_TAIL),
) -> LogQuery:
    return LogQuery(service=service, filename=filename, lines=lines)


@app.get("/logs/{service}/tail", response_class=PlainTextResponse)
def tail_log(q: LogQuery = Depends(log_query), store: LogStore = Depends(get_store)):
    path = store.locate(q.service, q.filename)
    try:
        content = store.tail(path, q.lines)
    except FileNotFoundError:
        raise HTTPException(status_code=404, detail="log not found")
    return "".join(content)


@app.get("/logs/{service}")
def list_logs(service: str, store: LogStore = Depends(get_store)):
    return {"service": service, "files": store.list_files(service)}
