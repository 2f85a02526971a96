import ipaddress
import subprocess

from fastapi import FastAPI, HTTPException

app = FastAPI()


@app.get("/net/trace")
def trace(target: str, hops: int = 15):
    try:
        addr = ipaddress.ip_address(target)
    except ValueError:
        raise HTTPException(status_code=422, detail="target must be an IP address")
    hops = min(max(hops, 1), 30)
    argv = ["traceroute", "-m", str(hops), str(addr)]
    completed = subprocess.run(argv, capture_output=True, text=True, timeout=60)
    return {"target": str(addr), "lines": completed.stdout.splitlines()}
