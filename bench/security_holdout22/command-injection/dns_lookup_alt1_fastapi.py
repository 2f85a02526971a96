import subprocess
from fastapi import FastAPI

app = FastAPI()
RECORD_TYPES = ("A", "AAAA", "MX", "TXT")


def resolver_args(name, rtype):
    args = ["dig", "+short"]
    args.extend([name.lstrip("-@+"), rtype])
    return args


@app.get("/dns")
def dns_lookup(name: str, rtype: str = "A"):
    if rtype not in RECORD_TYPES:
        rtype = "A"
    argv = resolver_args(name, rtype)
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=5)
    return {"answers": proc.stdout.splitlines()}
