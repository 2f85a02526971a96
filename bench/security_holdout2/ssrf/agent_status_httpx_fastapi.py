import httpx
from fastapi import Depends, FastAPI

from opsdash.auth import require_operator

app = FastAPI()


@app.get("/diagnostics/agent-status")
async def agent_status(host: str, port: int = 9100, user=Depends(require_operator)):
    url = f"http://{host}:{port}/status"
    async with httpx.AsyncClient(timeout=3.0) as client:
        try:
            r = await client.get(url)
        except httpx.HTTPError as exc:
            return {"host": host, "reachable": False, "error": str(exc)}
    return {"host": host, "reachable": r.is_success, "detail": r.text[:500]}
