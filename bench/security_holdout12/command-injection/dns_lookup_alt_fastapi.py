import re
import subprocess

from fastapi import FastAPI, HTTPException, Query

app = FastAPI()
LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
HOSTNAME = re.compile(rf"{LABEL}(?:\.{LABEL})*")
RECORD_TYPES = ("A", "AAAA", "MX", "TXT")


def checked_host(value: str) -> str:
    if len(value) > 253 or not HOSTNAME.fullmatch(value):
        raise HTTPException(status_code=400, detail="invalid hostname")
    return value


@app.get("/dns")
def dns_lookup(host: str = Query(...), rtype: str = "A"):
    name = checked_host(host)
    record = rtype.upper() if rtype.upper() in RECORD_TYPES else "A"
    argv = ["dig", "+short", record, name]
    result = subprocess.run(argv, capture_output=True, text=True, timeout=10)
    return {"answers": result.stdout.split()}
