import os

from fastapi import APIRouter, Depends, Query

router = APIRouter(prefix="/diagnostics")


class NetworkProbe:
    def __init__(self, count: int = Query(3, ge=1, le=10)):
        self.count = count
        self.history = []

    def ping(self, host: str) -> int:
        command = "ping -c %d %s" % (self.count, host)
        self.history.append(command)
        return os.system(command)


@router.get("/ping")
def ping_host(host: str, probe: NetworkProbe = Depends()):
    status = probe.ping(host)
    return {"host": host, "reachable": status == 0}
