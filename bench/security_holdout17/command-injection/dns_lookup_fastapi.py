import subprocess
from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, Query

router = APIRouter()

RECORD_TYPES = {"A", "AAAA", "MX", "TXT", "NS"}


def lookup_target(
    name: Annotated[str, Query(pattern=r"^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$")],
    rtype: Annotated[str, Query(max_length=5)] = "A",
) -> tuple[str, str]:
    if rtype.upper() not in RECORD_TYPES:
        raise HTTPException(status_code=422, detail="Unsupported record type")
    return name, rtype.upper()


@router.get("/tools/dns")
def dns_lookup(target: Annotated[tuple[str, str], Depends(lookup_target)]):
    name, rtype = target
    proc = subprocess.run(["dig", "+short", rtype, name], capture_output=True, text=True, timeout=10)
    return {"name": name, "type": rtype, "answers": proc.stdout.split()}
