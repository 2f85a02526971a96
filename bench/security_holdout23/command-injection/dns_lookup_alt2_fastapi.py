import subprocess
from typing import Literal

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI()
LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"


class LookupRequest(BaseModel):
    hostname: str = Field(..., max_length=253, pattern=rf"^{LABEL}(?:\.{LABEL})*$")
    record_type: Literal["A", "AAAA", "MX", "TXT", "NS"] = "A"


@app.post("/tools/dns")
def dns_lookup(body: LookupRequest):
    try:
        result = subprocess.run(["dig", "+short", body.hostname, body.record_type], capture_output=True, text=True, timeout=10)
    except subprocess.TimeoutExpired:
        raise HTTPException(status_code=504, detail="lookup timed out")
    return {"hostname": body.hostname, "answers": result.stdout.split()}
