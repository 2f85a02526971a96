import httpx
from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class WebhookIn(BaseModel):
    target: str
    event: str = "ping"


class WebhookTester:
    def __init__(self, target: str, event: str):
        self.target = target
        self.event = event

    def payload(self):
        return {"event": self.event, "test": True}

    async def fire(self):
        async with httpx.AsyncClient(timeout=5.0) as client:
            resp = await client.post(self.target, json=self.payload())
        return {"status": resp.status_code, "body": resp.text[:500]}


@app.post("/integrations/webhooks/test")
async def test_webhook(hook: WebhookIn):
    return await WebhookTester(hook.target, hook.event).fire()
