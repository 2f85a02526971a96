import aiohttp
from aiohttp import web

REGIONS = {
    "eu": "https://status-eu.internal.example.com",
    "us": "https://status-us.internal.example.com",
    "ap": "https://status-ap.internal.example.com",
}


async def region_status(request):
    region = request.query.get("region", "eu").lower()
    base = REGIONS.get(region)
    if base is None:
        raise web.HTTPNotFound(text="unknown region")
    component = "api" if request.query.get("component") == "api" else "web"
    timeout = aiohttp.ClientTimeout(total=3)
    async with aiohttp.ClientSession(timeout=timeout) as client:
        async with client.get(f"{base}/v1/components/{component}") as reply:
            data = await reply.json()
    return web.json_response({"region": region, "component": component, "status": data.get("status")})


app = web.Application()
app.router.add_get("/status", region_status)
