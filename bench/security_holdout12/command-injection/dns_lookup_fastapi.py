import re
import subprocess

from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel

router = APIRouter(prefix="/tools")
HOSTNAME = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*")


class LookupRequest(BaseModel):
    hostname: str
    record: str = "A"


class Resolver:
    records = {"A", "AAAA", "MX", "TXT", "NS"}

    def lookup(self, hostname: str, record: str) -> str:
        if not HOSTNAME.fullmatch(hostname) or record not in self.records:
            raise HTTPException(status_code=422, detail="invalid lookup")
        args = ["dig", "+short", "-t", record, hostname]
        proc = subprocess.run(args, capture_output=True, text=True, timeout=10)
        return proc.stdout


@router.post("/dns")
def dns_lookup(body: LookupRequest, resolver: Resolver = Depends(Resolver)):
    return {"answer": resolver.lookup(body.hostname, body.record.upper()).splitlines()}
