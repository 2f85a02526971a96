import asyncio
from typing import Annotated

from fastapi import FastAPI, Query

app = FastAPI()


@app.get("/diagnostics/ping")
async def ping_host(
    host: Annotated[str, Query(min_length=1, max_length=253)],
    count: Annotated[int, Query(ge=1, le=5)] = 1,
):
    cmd = f"ping -c {count} -W 2 {host}"
    proc = await asyncio.create_subprocess_shell(cmd, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
    out, _ = await proc.communicate()
    return {"host": host, "exit": proc.returncode, "output": out.decode(errors="replace")}
