import httpx
from fastapi import FastAPI

app = FastAPI()


@app.get("/health/check")
async def check_service(host: str, port: int = 80, path: str = "/healthz"):
    if not path.startswith("/"):
        path = "/" + path
    target = f"http://{host}:{port}{path}"
    async with httpx.AsyncClient(timeout=3.0) as client:
        try:
            resp = await client.get(target)
        except httpx.HTTPError as exc:
            return {"target": target, "ok": False, "error": str(exc)}
    return {
        "target": target,
        "status": resp.status_code,
        "ok": resp.is_success,
        "body": resp.text[:200],
    }
