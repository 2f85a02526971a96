import httpx
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
PARTNER_PREFIX = "https://hooks.partnerco.com"


class PingRequest(BaseModel):
    callback_url: str
    event: str = "ping"


@app.post("/integrations/ping")
async def ping_partner(body: PingRequest):
    if not body.callback_url.startswith(PARTNER_PREFIX):
        raise HTTPException(status_code=400, detail="callback must be on the partner domain")
    async with httpx.AsyncClient(timeout=5.0) as client:
        reply = await client.post(body.callback_url, json={"event": body.event})
    return {"status": reply.status_code, "body": reply.text[:2000]}
