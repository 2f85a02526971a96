import aiohttp
from aiohttp import web

PARTNER_HOSTS = {
    "acme": "api.acme-logistics.com",
    "globex": "partners.globex.io",
    "initech": "status.initech.net",
}


async def partner_health(request: web.Request) -> web.Response:
    partner = request.headers.get("X-Partner", "")
    host = PARTNER_HOSTS.get(partner)
    if host is None:
        raise web.HTTPBadRequest(text="unknown partner")
    session: aiohttp.ClientSession = request.app["http"]
    async with session.get(f"https://{host}/api/v2/health", timeout=aiohttp.ClientTimeout(total=5)) as resp:
        data = await resp.json(content_type=None)
    return web.json_response({"partner": partner, "healthy": data.get("ok", False)})


app = web.Application()
app.router.add_get("/partners/health", partner_health)
