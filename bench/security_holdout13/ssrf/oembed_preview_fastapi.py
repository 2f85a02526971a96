from urllib.parse import urlsplit

import httpx
from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
OEMBED_PROVIDERS = {"www.youtube.com": "https://www.youtube.com/oembed", "vimeo.com": "https://vimeo.com/api/oembed.json"}


class EmbedRequest(BaseModel):
    url: str


def provider_for(url: str) -> str:
    parts = urlsplit(url)
    if parts.scheme != "https" or parts.hostname not in OEMBED_PROVIDERS:
        raise HTTPException(status_code=400, detail="unsupported provider")
    return OEMBED_PROVIDERS[parts.hostname]


@app.post("/embeds")
async def embed(req: EmbedRequest):
    endpoint = provider_for(req.url)
    async with httpx.AsyncClient(timeout=5) as client:
        resp = await client.get(endpoint, params={"url": req.url, "format": "json"})
    return resp.json()
