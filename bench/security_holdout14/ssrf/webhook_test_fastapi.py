import httpx
from fastapi import FastAPI
from pydantic import BaseModel, HttpUrl

app = FastAPI()


class WebhookTest(BaseModel):
    target: HttpUrl
    event: str = "ping"


@app.post("/webhooks/test")
async def test_webhook(body: WebhookTest):
    payload = {"event": body.event, "delivery": "test"}
    async with httpx.AsyncClient(timeout=10) as client:
        response = await client.post(str(body.target), json=payload)
    return {"status": response.status_code, "body": response.text[:1000]}
