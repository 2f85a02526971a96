import httpx
from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route


class WebhookTester:
    def __init__(self, client_factory=httpx.AsyncClient):
        self.client_factory = client_factory

    async def ping(self, target, event):
        payload = {"event": event, "test": True}
        async with self.client_factory(timeout=10) as client:
            resp = await client.post(target, json=payload)
        return {"status": resp.status_code, "body": resp.text[:500]}


async def test_webhook(request):
    data = await request.json()
    result = await WebhookTester().ping(data["callback_url"], data.get("event", "ping"))
    return JSONResponse(result)


app = Starlette(routes=[Route("/webhooks/test", test_webhook, methods=["POST"])])
