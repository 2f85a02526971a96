import asyncio
import re

from sanic import Sanic, json
from sanic.exceptions import BadRequest

app = Sanic("netdiag")
HOSTNAME = re.compile(r"(?!-)[A-Za-z0-9-]{1,63}(\.(?!-)[A-Za-z0-9-]{1,63})*\.?")
RECORD_TYPES = {"A", "AAAA", "MX", "TXT", "NS"}


@app.get("/dig")
async def dig(request):
    name = request.args.get("name", "")
    record = request.args.get("type", "A").upper()
    if record not in RECORD_TYPES or not HOSTNAME.fullmatch(name):
        raise BadRequest("invalid query")
    proc = await asyncio.create_subprocess_exec(
        "dig", "+short", name, record,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.DEVNULL,
    )
    out, _ = await asyncio.wait_for(proc.communicate(), timeout=10)
    return json({"name": name, "type": record, "answers": out.decode().split()})
