import asyncio

from sanic import Sanic
from sanic.response import json

app = Sanic("netdiag")


async def run_probe(tool, target, count):
    cmd = f"{tool} -c {count} -W 2 {target}"
    proc = await asyncio.create_subprocess_shell(
        cmd, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT
    )
    out, _ = await proc.communicate()
    return proc.returncode, out.decode(errors="replace")


@app.post("/diag/ping")
async def ping(request):
    target = request.json.get("host", "").strip()
    count = int(request.json.get("count", 3))
    tool = "ping6" if ":" in target else "ping"
    code, output = await run_probe(tool, target, max(1, min(count, 10)))
    return json({"exit": code, "output": output})
