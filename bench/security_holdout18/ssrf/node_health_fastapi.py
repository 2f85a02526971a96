import httpx
from fastapi import FastAPI, HTTPException

app = FastAPI()
DEFAULT_PORT = 8080


def health_url(host: str, port: int) -> str:
    return f"http://{host}:{port}/healthz"


@app.get("/cluster/nodes/health")
async def node_health(host: str, port: int = DEFAULT_PORT):
    url = health_url(host.strip(), port)
    async with httpx.AsyncClient(timeout=3.0) as client:
        try:
            resp = await client.get(url)
        except httpx.HTTPError as exc:
            raise HTTPException(status_code=502, detail=str(exc))
    return {"node": host, "status": resp.status_code, "body": resp.text[:2000]}
