import httpx
from fastapi import FastAPI, HTTPException, Query

app = FastAPI(title="Fleet telematics")


class DiagnosticsClient:
    def __init__(self, port: int = 8080):
        self.port = port

    def url_for(self, gateway: str) -> str:
        return f"http://{gateway}:{self.port}/api/v1/diagnostics"

    async def fetch(self, gateway: str) -> dict:
        async with httpx.AsyncClient(timeout=5.0) as client:
            resp = await client.get(self.url_for(gateway))
            resp.raise_for_status()
            return resp.json()


client = DiagnosticsClient()


@app.get("/vehicles/{vehicle_id}/diagnostics")
async def vehicle_diagnostics(vehicle_id: str, gateway: str = Query(..., description="Gateway hostname")):
    try:
        data = await client.fetch(gateway)
    except httpx.HTTPError as exc:
        raise HTTPException(status_code=502, detail=str(exc))
    return {"vehicle": vehicle_id, "diagnostics": data}
