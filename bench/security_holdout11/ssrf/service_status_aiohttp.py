import aiohttp
from aiohttp import web

UPSTREAMS = {
    "billing": "https://billing.internal.example.com/healthz",
    "search": "https://search.internal.example.com/healthz",
    "auth": "https://auth.internal.example.com/healthz",
}


async def service_status(request):
    name = request.match_info["service"]
    url = UPSTREAMS.get(name)
    if url is None:
        raise web.HTTPNotFound()
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=3)) as session:
        async with session.get(url) as resp:
            healthy = resp.status == 200
    return web.json_response({"service": name, "healthy": healthy})


app = web.Application()
app.router.add_get("/status/{service}", service_status)
