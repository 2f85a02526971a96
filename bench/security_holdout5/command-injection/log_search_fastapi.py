import enum
import shlex
import subprocess
from pathlib import Path

from fastapi import FastAPI, HTTPException, Query

app = FastAPI()
LOG_DIR = Path("/var/log/platform")


class Service(str, enum.Enum):
    api = "api"
    worker = "worker"
    scheduler = "scheduler"


@app.get("/ops/logs/search")
def search_logs(
    service: Service,
    q: str = Query(..., min_length=2, max_length=100),
    limit: int = Query(50, ge=1, le=500),
):
    log_path = LOG_DIR / f"{service.value}.log"
    cmd = (
        f"grep -F -m 2000 -e {shlex.quote(q)} {shlex.quote(str(log_path))}"
        f" | tail -n {limit}"
    )
    result = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=15)
    if result.returncode not in (0, 1):
        raise HTTPException(status_code=500, detail="log search failed")
    return {"service": service.value, "lines": result.stdout.splitlines()}
