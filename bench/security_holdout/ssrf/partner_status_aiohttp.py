import aiohttp
from aiohttp import web


async def partner_status(request: web.Request) -> web.Response:
    host = request.headers.get("X-Partner-Host")
    if not host:
        raise web.HTTPBadRequest(text="missing partner host")
    session: aiohttp.ClientSession = request.app["http"]
    async with session.get(f"https://{host}/api/v2/status", timeout=aiohttp.ClientTimeout(total=5)) as resp:
        data = await resp.json(content_type=None)
    return web.json_response({"partner": host, "status": data.get("status")})


app = web.Application()
app.router.add_get("/partners/status", partner_status)
