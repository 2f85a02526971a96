import re
import subprocess

from fastapi import FastAPI, HTTPException

app = FastAPI()
HOSTNAME_RE = re.compile(r"^(?=.{1,253}$)([A-Za-z0-9-]{1,63}\.)*[A-Za-z0-9-]{1,63}$")
RECORD_TYPES = {"A", "AAAA", "MX", "TXT", "NS"}


@app.get("/dns/{hostname}")
def lookup(hostname: str, rtype: str = "A"):
    if not HOSTNAME_RE.match(hostname) or hostname.startswith("-"):
        raise HTTPException(status_code=400, detail="invalid hostname")
    rtype = rtype.upper()
    if rtype not in RECORD_TYPES:
        raise HTTPException(status_code=400, detail="unsupported record type")
    args = ["dig", "+short", rtype, hostname]
    proc = subprocess.run(args, capture_output=True, text=True, timeout=10)
    return {"answers": proc.stdout.split()}
