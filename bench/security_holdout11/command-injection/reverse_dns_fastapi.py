import ipaddress
import subprocess

from fastapi import FastAPI, HTTPException

app = FastAPI()


def normalise_target(raw: str) -> str:
    try:
        return str(ipaddress.ip_address(raw.strip()))
    except ValueError:
        raise HTTPException(status_code=400, detail="target must be an IP address")


@app.get("/tools/reverse-dns")
def reverse_dns(ip: str):
    target = normalise_target(ip)
    args = ["dig", "+short", "-x", target]
    proc = subprocess.run(args, capture_output=True, text=True, timeout=10)
    return {"ip": target, "names": proc.stdout.split()}
