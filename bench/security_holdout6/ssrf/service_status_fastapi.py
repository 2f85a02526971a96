import httpx
from fastapi import FastAPI, HTTPException

app = FastAPI()

HEALTH_ENDPOINTS = {
    "billing": "http://billing.internal:8080/healthz",
    "search": "http://search.internal:9200/_cluster/health",
    "auth": "http://auth.internal:8000/health",
}


@app.get("/status/{service}")
async def service_status(service: str):
    url = HEALTH_ENDPOINTS.get(service)
    if url is None:
        raise HTTPException(status_code=404, detail="unknown service")
    async with httpx.AsyncClient(timeout=3) as client:
        r = await client.get(url)
    return {"service": service, "healthy": r.status_code == 200}
