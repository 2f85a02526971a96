import httpx
from sanic import Sanic
from sanic.exceptions import NotFound
from sanic.response import json

app = Sanic("status_probe")
SERVICES = {
    "billing": "http://billing.internal:8080/healthz",
    "search": "http://search.internal:9200/_cluster/health",
    "mailer": "http://mailer.internal:8025/status",
}


@app.get("/status/<service:str>")
async def probe(request, service):
    target = SERVICES.get(service)
    if target is None:
        raise NotFound("unknown service")
    async with httpx.AsyncClient(timeout=2.0) as client:
        try:
            resp = await client.get(target)
            healthy = resp.status_code == 200
        except httpx.HTTPError:
            healthy = False
    return json({"service": service, "healthy": healthy})
