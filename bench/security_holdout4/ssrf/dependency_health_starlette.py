import asyncio
import os

import httpx
from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

DEPENDENCIES = {
    "billing": os.environ.get("BILLING_HEALTH_URL", "http://billing.svc.cluster.local/healthz"),
    "search": os.environ.get("SEARCH_HEALTH_URL", "http://search.svc.cluster.local/healthz"),
    "auth": os.environ.get("AUTH_HEALTH_URL", "http://auth.svc.cluster.local/healthz"),
}


async def probe(client, name, url):
    try:
        resp = await client.get(url)
        return name, resp.status_code == 200
    except httpx.HTTPError:
        return name, False


async def dependency_health(request):
    verbose = request.query_params.get("verbose") == "1"
    async with httpx.AsyncClient(timeout=2.0) as client:
        results = dict(await asyncio.gather(*(probe(client, n, u) for n, u in DEPENDENCIES.items())))
    status = 200 if all(results.values()) else 503
    return JSONResponse(results if verbose else {"healthy": status == 200}, status_code=status)


app = Starlette(routes=[Route("/healthz/deps", dependency_health)])
