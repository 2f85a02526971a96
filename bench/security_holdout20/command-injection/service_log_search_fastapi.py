import shlex
import subprocess
from pathlib import Path

from fastapi import FastAPI, HTTPException, Request

app = FastAPI()
LOG_ROOT = Path("/var/log/apps")
SERVICES = {
    "api": "api.log.gz",
    "worker": "worker.log.gz",
    "scheduler": "scheduler.log.gz",
}


@app.get("/ops/logs/search")
def search_logs(request: Request):
    params = request.query_params
    service = params.get("service", "api")
    pattern = params.get("q", "")
    if service not in SERVICES:
        raise HTTPException(status_code=400, detail="unknown service")
    if not pattern or len(pattern) > 200:
        raise HTTPException(status_code=400, detail="q must be 1-200 characters")

    log_file = LOG_ROOT / SERVICES[service]
    cmd = f"zgrep -F -i -e {shlex.quote(pattern)} {shlex.quote(str(log_file))} | tail -n 200"
    proc = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=30)
    return {
        "service": service,
        "matches": proc.stdout.splitlines(),
    }
