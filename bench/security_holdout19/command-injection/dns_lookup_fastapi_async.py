import asyncio
import logging
from asyncio.subprocess import PIPE

from fastapi import APIRouter, Depends, FastAPI, HTTPException, Path
from pydantic import BaseModel

from .auth import require_ops_role

log = logging.getLogger(__name__)
router = APIRouter(prefix="/diagnostics", dependencies=[Depends(require_ops_role)])

RECORD_TYPES = ("A", "AAAA", "MX", "TXT", "CNAME", "NS")


class LookupResult(BaseModel):
    host: str
    record_type: str
    answers: list[str]


async def run_dig(host: str, record_type: str) -> list[str]:
    cmd = f"dig +short +time=2 {record_type} {host}"
    proc = await asyncio.create_subprocess_shell(cmd, stdout=PIPE, stderr=PIPE)
    out, err = await asyncio.wait_for(proc.communicate(), timeout=10)
    if proc.returncode != 0:
        log.warning("dig failed: %s", err.decode(errors="replace"))
        raise HTTPException(status_code=502, detail="lookup failed")
    return [line for line in out.decode().splitlines() if line]


@router.get("/dns/{record_type}/{host}", response_model=LookupResult)
async def dns_lookup(
    record_type: str = Path(..., max_length=5),
    host: str = Path(..., max_length=253),
):
    record_type = record_type.upper()
    if record_type not in RECORD_TYPES:
        raise HTTPException(status_code=400, detail="unsupported record type")
    answers = await run_dig(host, record_type)
    return LookupResult(host=host, record_type=record_type, answers=answers)


@router.get("/uptime")
async def uptime():
    proc = await asyncio.create_subprocess_exec("uptime", stdout=PIPE)
    out, _ = await proc.communicate()
    return {"uptime": out.decode().strip()}


app = FastAPI()
app.include_router(router)
