import aiohttp
from aiohttp import web

INTERNAL_SERVICES = {
    "billing": "http://billing.internal:8080/healthz",
    "search": "http://search.internal:9200/_cluster/health",
    "auth": "http://auth.internal:8000/health",
}


async def service_status(request: web.Request) -> web.Response:
    name = request.match_info["service"]
    url = INTERNAL_SERVICES.get(name)
    if url is None:
        raise web.HTTPNotFound(text="unknown service")
    timeout = aiohttp.ClientTimeout(total=3)
    async with aiohttp.ClientSession(timeout=timeout) as session:
        try:
            async with session.get(url) as resp:
                healthy = resp.status == 200
        except aiohttp.ClientError:
            healthy = False
    return web.json_response({"service": name, "healthy": healthy})


app = web.Application()
app.router.add_get("/status/{service}", service_status)

if __name__ == "__main__":
    web.run_app(app)
