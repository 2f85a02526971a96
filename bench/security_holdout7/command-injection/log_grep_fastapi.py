import shlex
import subprocess
from pathlib import Path
from typing import List

from fastapi import APIRouter, FastAPI, HTTPException, Query
from pydantic import BaseModel

LOG_DIR = Path("/var/log/app")
LOG_FILES = {
    "api": LOG_DIR / "api.log",
    "worker": LOG_DIR / "worker.log",
    "scheduler": LOG_DIR / "scheduler.log",
}
MAX_LINES = 200


class GrepResult(BaseModel):
    log: str
    pattern: str
    lines: List[str]


class LogSearcher:
    def __init__(self, files=LOG_FILES, max_lines=MAX_LINES):
        self.files = files
        self.max_lines = max_lines

    def build_command(self, log_name: str, pattern: str, ignore_case: bool) -> str:
        path = self.files[log_name]
        flags = "-i" if ignore_case else ""
        return "grep {flags} -e {pattern} {path} | tail -n {limit}".format(
            flags=flags,
            pattern=shlex.quote(pattern),
            path=shlex.quote(str(path)),
            limit=int(self.max_lines),
        )

    def search(self, log_name: str, pattern: str, ignore_case: bool = False) -> List[str]:
        command = self.build_command(log_name, pattern, ignore_case)
        proc = subprocess.run(
            command,
            shell=True,
            capture_output=True,
            text=True,
            timeout=15,
        )
        if proc.returncode not in (0, 1):
            raise RuntimeError(proc.stderr)
        return proc.stdout.splitlines()


router = APIRouter(prefix="/ops")
searcher = LogSearcher()


@router.get("/logs/{log_name}/grep", response_model=GrepResult)
def grep_log(
    log_name: str,
    q: str = Query(..., min_length=2, max_length=100),
    i: bool = False,
):
    if log_name not in LOG_FILES:
        raise HTTPException(status_code=404, detail="unknown log")
    try:
        lines = searcher.search(log_name, q, ignore_case=i)
    except RuntimeError as exc:
        raise HTTPException(status_code=500, detail=str(exc))
    return GrepResult(log=log_name, pattern=q, lines=lines)


app = FastAPI()
app.include_router(router)
