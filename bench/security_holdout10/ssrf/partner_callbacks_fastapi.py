import hashlib
import hmac
import json
import logging
import os
from typing import Dict
from urllib.parse import urlsplit

import httpx
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

log = logging.getLogger("callbacks")
app = FastAPI()

SIGNING_KEY = os.environ.get("CALLBACK_SIGNING_KEY", "").encode()
PARTNER_HOSTS: Dict[str, str] = {
    "acme": "hooks.acme.example",
    "globex": "api.globex.example",
    "initech": "callbacks.initech.example",
}


class CallbackRequest(BaseModel):
    partner: str
    callback_url: str
    event: str
    payload: dict = {}


class CallbackClient:
    def __init__(self):
        self.client = httpx.Client(timeout=5, follow_redirects=False)

    def validate(self, partner: str, url: str) -> str:
        expected_host = PARTNER_HOSTS.get(partner)
        parts = urlsplit(url)
        if expected_host is None or parts.scheme != "https":
            raise HTTPException(400, "unsupported partner or scheme")
        if parts.hostname != expected_host or parts.port not in (None, 443) or parts.username:
            raise HTTPException(400, "callback host not registered for partner")
        return parts.geturl()

    def sign(self, body: bytes) -> str:
        return hmac.new(SIGNING_KEY, body, hashlib.sha256).hexdigest()

    def deliver(self, url: str, event: str, payload: dict) -> int:
        body = json.dumps({"event": event, "data": payload}).encode()
        headers = {"Content-Type": "application/json", "X-Signature": self.sign(body)}
        resp = self.client.post(url, content=body, headers=headers)
        return resp.status_code


callbacks = CallbackClient()


@app.get("/partners")
def partners():
    return sorted(PARTNER_HOSTS)


@app.post("/callbacks/send")
def send_callback(req: CallbackRequest):
    url = callbacks.validate(req.partner, req.callback_url)
    status = callbacks.deliver(url, req.event, req.payload)
    log.info("callback to %s for %s -> %s", req.partner, req.event, status)
    return {"delivered": 200 <= status < 300, "status": status}
