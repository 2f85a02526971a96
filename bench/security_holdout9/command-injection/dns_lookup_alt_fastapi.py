import re
import subprocess

from fastapi import FastAPI, HTTPException

app = FastAPI()

HOSTNAME_RE = re.compile(r"^(?=.{1,253}$)([a-zA-Z0-9](-?[a-zA-Z0-9])*\.)+[a-zA-Z]{2,63}$")


@app.get("/tools/dig")
def dns_lookup(domain: str, record: str = "A"):
    record = record.upper()
    if record not in {"A", "AAAA", "MX", "TXT", "NS"}:
        raise HTTPException(400, "unsupported record type")
    if not HOSTNAME_RE.match(domain):
        raise HTTPException(400, "invalid domain")
    argv = ["dig", "+short", domain, record]
    res = subprocess.run(argv, capture_output=True, text=True, timeout=5)
    return {"answers": res.stdout.split()}
