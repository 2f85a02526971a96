import re
import subprocess

from fastapi import FastAPI, HTTPException

app = FastAPI()
LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
HOSTNAME = re.compile(rf"{LABEL}(?:\.{LABEL})*")
RECORD_TYPES = {"A": "A", "AAAA": "AAAA", "MX": "MX"}


def checked_host(value: str) -> str:
    value = value.strip().rstrip(".")
    if len(value) > 253 or not HOSTNAME.fullmatch(value):
        raise HTTPException(status_code=422, detail="invalid hostname")
    return value


@app.get("/dns/{name}")
def dns(name: str, record: str = "A"):
    rtype = RECORD_TYPES.get(record.upper(), "A")
    host = checked_host(name)
    out = subprocess.run(["dig", "+short", rtype, host], capture_output=True, text=True, timeout=10)
    return {"host": host, "answers": out.stdout.split()}
