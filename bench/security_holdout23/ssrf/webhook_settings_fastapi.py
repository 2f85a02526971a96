import ipaddress
import socket
from urllib.parse import urlsplit
from uuid import UUID, uuid4

import httpx
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, HttpUrl

app = FastAPI()
HOOKS: dict[UUID, dict] = {}


class HookIn(BaseModel):
    url: HttpUrl
    events: list[str]


class TestDelivery(BaseModel):
    event: str = "ping"
    target: HttpUrl | None = None


def ensure_public(url: str) -> None:
    parts = urlsplit(url)
    if parts.scheme != "https" or not parts.hostname:
        raise HTTPException(422, "webhooks must use https")
    try:
        infos = socket.getaddrinfo(parts.hostname, parts.port or 443, proto=socket.IPPROTO_TCP)
    except socket.gaierror:
        raise HTTPException(422, "host does not resolve")
    for info in infos:
        if not ipaddress.ip_address(info[4][0]).is_global:
            raise HTTPException(422, "webhook host must be publicly routable")


@app.post("/hooks", status_code=201)
def create_hook(hook: HookIn):
    ensure_public(str(hook.url))
    hook_id = uuid4()
    HOOKS[hook_id] = {"url": str(hook.url), "events": hook.events}
    return {"id": hook_id}


@app.get("/hooks/{hook_id}")
def read_hook(hook_id: UUID):
    hook = HOOKS.get(hook_id)
    if hook is None:
        raise HTTPException(404)
    return hook


@app.post("/hooks/{hook_id}/test")
def test_hook(hook_id: UUID, body: TestDelivery):
    hook = HOOKS.get(hook_id)
    if hook is None:
        raise HTTPException(404)
    ensure_public(hook["url"])
    destination = str(body.target) if body.target else hook["url"]
    resp = httpx.post(destination, json={"event": body.event, "test": True}, timeout=5.0)
    return {"status": resp.status_code, "body": resp.text[:500]}


@app.delete("/hooks/{hook_id}", status_code=204)
def delete_hook(hook_id: UUID):
    if HOOKS.pop(hook_id, None) is None:
        raise HTTPException(404)
