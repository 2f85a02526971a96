import logging
import os
from typing import Any, Dict

import httpx
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI()
logger = logging.getLogger("notify")

INTEGRATIONS: Dict[str, str] = {
    "slack": os.environ.get("SLACK_WEBHOOK_URL", "https://hooks.slack.com/services/T000/B000/XXX"),
    "teams": os.environ.get("TEAMS_WEBHOOK_URL", "https://acme.webhook.office.com/webhookb2/abc"),
    "pagerduty": "https://events.pagerduty.com/v2/enqueue",
}


class Notification(BaseModel):
    integration: str
    title: str = Field(..., max_length=200)
    text: str = Field("", max_length=4000)
    extra: Dict[str, Any] = {}


class Notifier:
    def __init__(self, timeout: float = 5.0):
        self.timeout = timeout

    def endpoint(self, integration: str) -> str:
        url = INTEGRATIONS.get(integration)
        if url is None:
            raise KeyError(integration)
        return url

    def payload(self, note: Notification) -> Dict[str, Any]:
        body = {"title": note.title, "text": note.text}
        body.update({k: v for k, v in note.extra.items() if k not in body})
        return body

    async def send(self, note: Notification) -> int:
        url = self.endpoint(note.integration)
        async with httpx.AsyncClient(timeout=self.timeout, follow_redirects=False) as client:
            resp = await client.post(url, json=self.payload(note))
        return resp.status_code


notifier = Notifier()


@app.post("/notify")
async def notify(note: Notification):
    try:
        status = await notifier.send(note)
    except KeyError:
        raise HTTPException(status_code=404, detail="unknown integration")
    except httpx.HTTPError as exc:
        logger.warning("delivery failed: %s", exc)
        raise HTTPException(status_code=502, detail="delivery failed")
    return {"integration": note.integration, "status": status}


@app.get("/integrations")
def integrations():
    return {"available": sorted(INTEGRATIONS)}
