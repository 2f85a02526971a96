import asyncio
import re
from asyncio.subprocess import DEVNULL, PIPE

from fastapi import APIRouter, Depends, FastAPI, HTTPException
from pydantic import BaseModel, Field, IPvAnyAddress

from .auth import require_ops_role

router = APIRouter(prefix="/netcheck", dependencies=[Depends(require_ops_role)])

RTT_RE = re.compile(r"= [\d.]+/([\d.]+)/")


class PingRequest(BaseModel):
    target: IPvAnyAddress
    count: int = Field(3, ge=1, le=10)


class PingResult(BaseModel):
    target: str
    reachable: bool
    avg_rtt_ms: float | None = None


async def ping(target: str, count: int) -> tuple[int, str]:
    argv = ["ping", "-n", "-c", str(count), "-W", "2", target]
    proc = await asyncio.create_subprocess_exec(*argv, stdout=PIPE, stderr=DEVNULL)
    out, _ = await asyncio.wait_for(proc.communicate(), timeout=30)
    return proc.returncode, out.decode(errors="replace")


@router.post("/ping", response_model=PingResult)
async def ping_host(req: PingRequest):
    target = str(req.target)
    try:
        code, output = await ping(target, req.count)
    except asyncio.TimeoutError:
        raise HTTPException(status_code=504, detail="ping timed out")
    match = RTT_RE.search(output)
    return PingResult(
        target=target,
        reachable=code == 0,
        avg_rtt_ms=float(match.group(1)) if match else None,
    )


@router.get("/interfaces")
async def interfaces():
    proc = await asyncio.create_subprocess_exec(
        "ip", "-brief", "address", stdout=PIPE
    )
    out, _ = await proc.communicate()
    return {"interfaces": out.decode().splitlines()}


app = FastAPI()
app.include_router(router)
