import asyncio

from aiohttp import web


async def dns_lookup(request: web.Request) -> web.Response:
    name = request.headers.get("X-Lookup-Name", "example.com")
    record = request.query.get("type", "A")
    proc = await asyncio.create_subprocess_shell(
        f"dig +short {record} {name}",
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, _ = await proc.communicate()
    return web.json_response({"name": name, "answers": out.decode().split()})


app = web.Application()
app.router.add_get("/tools/dns", dns_lookup)
