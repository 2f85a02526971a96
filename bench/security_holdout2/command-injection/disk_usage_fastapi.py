import hmac
import os
import subprocess

from fastapi import Depends, FastAPI, Header, HTTPException

app = FastAPI()
DISK_REPORT_CMD = "df -P -k / /var/lib/postgresql | tail -n +2 | awk '{print $6, $5}'"


def require_ops_token(x_ops_token: str = Header(...)):
    expected = os.environ.get("OPS_TOKEN", "")
    if not expected or not hmac.compare_digest(x_ops_token, expected):
        raise HTTPException(status_code=403, detail="forbidden")


@app.get("/ops/disk", dependencies=[Depends(require_ops_token)])
def disk_usage():
    out = subprocess.run(DISK_REPORT_CMD, shell=True, capture_output=True, text=True, check=True)
    usage = {}
    for line in out.stdout.splitlines():
        mount, percent = line.split()
        usage[mount] = int(percent.rstrip("%"))
    return {"usage_percent": usage, "warning": any(v > 85 for v in usage.values())}
