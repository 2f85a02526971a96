import asyncio

from aiohttp import web


async def whois_lookup(request: web.Request) -> web.Response:
    domain = request.match_info["domain"]
    if domain.startswith("-"):
        raise web.HTTPBadRequest(text="invalid domain")
    proc = await asyncio.create_subprocess_exec(
        "whois", domain,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, _ = await proc.communicate()
    return web.json_response({"domain": domain, "raw": out.decode(errors="replace")})


app = web.Application()
app.router.add_get("/tools/whois/{domain}", whois_lookup)
