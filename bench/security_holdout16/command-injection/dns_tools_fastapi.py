import ipaddress
import re
import subprocess

from fastapi import FastAPI, HTTPException, Query

app = FastAPI()
LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
HOSTNAME_RE = re.compile(rf"(?:{LABEL}\.)*{LABEL}")
RECORD_TYPES = {"A", "AAAA", "MX", "TXT", "NS", "CNAME"}


def normalise_target(raw: str) -> str:
    candidate = raw.strip().rstrip(".")
    try:
        return str(ipaddress.ip_address(candidate))
    except ValueError:
        pass
    if len(candidate) > 253 or not HOSTNAME_RE.fullmatch(candidate):
        raise HTTPException(status_code=400, detail="invalid host")
    return candidate.lower()


@app.get("/tools/health")
def health():
    return {"status": "ok"}


@app.get("/tools/dig")
def dig(host: str = Query(...), rtype: str = Query("A")):
    record = rtype.upper()
    if record not in RECORD_TYPES:
        raise HTTPException(status_code=400, detail="record type")
    target = normalise_target(host)
    argv = ["dig", "+short", "+time=3", target, record]
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=15)
    return {"host": target, "type": record, "answers": proc.stdout.split()}


@app.get("/tools/reverse")
def reverse(ip: str):
    try:
        addr = ipaddress.ip_address(ip)
    except ValueError:
        raise HTTPException(status_code=400, detail="invalid address")
    proc = subprocess.run(["dig", "+short", "-x", str(addr)], capture_output=True, text=True, timeout=15)
    return {"ip": str(addr), "names": proc.stdout.split()}


@app.get("/tools/types")
def types():
    return {"types": sorted(RECORD_TYPES)}
