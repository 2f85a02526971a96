import httpx
from fastapi import FastAPI
from pydantic import BaseModel, HttpUrl

app = FastAPI()


class WebhookTest(BaseModel):
    url: HttpUrl
    event: str = "ping"
    timeout: float = 5.0


@app.post("/webhooks/test")
async def test_webhook(body: WebhookTest):
    payload = {"event": body.event, "delivery": "test"}
    async with httpx.AsyncClient(timeout=body.timeout, follow_redirects=True) as client:
        resp = await client.post(str(body.url), json=payload)
    return {"status": resp.status_code, "elapsed_ms": int(resp.elapsed.total_seconds() * 1000)}
