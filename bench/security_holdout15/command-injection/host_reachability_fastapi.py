import ipaddress
import os
import shlex

from fastapi import APIRouter, Depends, HTTPException, Query

router = APIRouter(prefix="/diagnostics")


class NetworkProbe:
    def __init__(self, count: int = Query(3, ge=1, le=10)):
        self.count = count
        self.history = []

    def ping(self, host: str) -> int:
        command = "ping -c %d %s" % (self.count, shlex.quote(host))
        self.history.append(command)
        return os.system(command)


@router.get("/ping")
def ping_host(host: str, probe: NetworkProbe = Depends()):
    try:
        addr = str(ipaddress.ip_address(host))
    except ValueError:
        raise HTTPException(status_code=400, detail="expected an IP address")
    status = probe.ping(addr)
    return {"host": addr, "reachable": status == 0}
