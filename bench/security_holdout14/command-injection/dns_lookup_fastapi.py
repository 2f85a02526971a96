import re
import subprocess
from typing import Literal

from fastapi import FastAPI
from pydantic import BaseModel, field_validator

app = FastAPI()
LABEL = r"[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?"
HOSTNAME_RE = re.compile(rf"{LABEL}(\.{LABEL})*")


class LookupRequest(BaseModel):
    hostname: str
    record_type: Literal["A", "AAAA", "MX", "TXT", "NS"] = "A"

    @field_validator("hostname")
    @classmethod
    def check_hostname(cls, value: str) -> str:
        value = value.strip().lower()
        if len(value) > 253 or not HOSTNAME_RE.fullmatch(value):
            raise ValueError("not a valid hostname")
        return value


@app.post("/tools/dig")
async def dig(req: LookupRequest):
    result = subprocess.run(["dig", "+short", req.hostname, req.record_type], capture_output=True, text=True, timeout=10)
    return {"answers": result.stdout.split()}
