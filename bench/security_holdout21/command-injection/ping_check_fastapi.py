import logging
import re
import subprocess
from typing import List

from fastapi import APIRouter, FastAPI, HTTPException
from pydantic import BaseModel, Field

logger = logging.getLogger("monitor.ping")
router = APIRouter(prefix="/monitor")

RTT_RE = re.compile(r"time=([\d.]+) ms")


class PingRequest(BaseModel):
    host: str = Field(..., min_length=1, max_length=253)
    count: int = Field(3, ge=1, le=10)


class PingResult(BaseModel):
    host: str
    reachable: bool
    rtts_ms: List[float]


def run_ping(host: str, count: int) -> subprocess.CompletedProcess:
    args = ["ping", "-n", "-c", str(count), "-W", "2", "--", host]
    return subprocess.run(args, capture_output=True, text=True, timeout=count * 3 + 5)


@router.post("/ping", response_model=PingResult)
def ping(req: PingRequest) -> PingResult:
    try:
        proc = run_ping(req.host, req.count)
    except subprocess.TimeoutExpired:
        logger.warning("ping to %s timed out", req.host)
        raise HTTPException(status_code=504, detail="ping timed out")
    except OSError:
        logger.exception("ping binary unavailable")
        raise HTTPException(status_code=500, detail="ping unavailable")

    rtts = [float(m) for m in RTT_RE.findall(proc.stdout)]
    logger.info("ping %s rc=%s replies=%d", req.host, proc.returncode, len(rtts))
    return PingResult(host=req.host, reachable=proc.returncode == 0, rtts_ms=rtts)


@router.get("/status")
def status():
    return {"service": "ping", "ok": True}


app = FastAPI(title="Network monitor")
app.include_router(router)
