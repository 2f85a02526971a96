import httpx
from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class WebhookTest(BaseModel):
    endpoint: str
    event: str = "ping"


@app.post("/webhooks/test")
async def test_webhook(body: WebhookTest):
    payload = {"event": body.event, "data": {"message": "test delivery"}}
    async with httpx.AsyncClient(timeout=10) as client:
        reply = await client.post(body.endpoint, json=payload)
    return {"delivered": reply.is_success, "status": reply.status_code, "body": reply.text[:500]}
