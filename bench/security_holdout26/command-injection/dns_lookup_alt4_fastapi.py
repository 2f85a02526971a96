import shlex
import subprocess

from fastapi import FastAPI

app = FastAPI()
RECORD_TYPES = {"A", "AAAA", "MX", "TXT", "NS"}


@app.get("/dns/{domain}")
def dns_lookup(domain: str, record: str = "A"):
    rtype = record.upper() if record.upper() in RECORD_TYPES else "A"
    cmd = "dig +short -t " + rtype + " -q " + shlex.quote(domain)
    output = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=10).stdout
    return {"domain": domain, "type": rtype, "answers": output.split()}
