from urllib.parse import urlsplit

import httpx
from fastapi import FastAPI, HTTPException, Query
from fastapi.responses import Response

app = FastAPI()

ALLOWED_IMAGE_HOSTS = {"images.example-cdn.com", "static.partner-photos.net"}


def checked_url(raw: str) -> str:
    parts = urlsplit(raw)
    if parts.scheme != "https" or parts.hostname not in ALLOWED_IMAGE_HOSTS:
        raise HTTPException(status_code=400, detail="image host not allowed")
    if parts.port not in (None, 443) or parts.username or parts.password:
        raise HTTPException(status_code=400, detail="image host not allowed")
    return raw


@app.get("/img")
async def proxy_image(src: str = Query(...)):
    url = checked_url(src)
    async with httpx.AsyncClient(timeout=5.0, follow_redirects=False) as client:
        upstream = await client.get(url)
    if upstream.status_code != 200:
        raise HTTPException(status_code=502, detail="upstream error")
    return Response(upstream.content, media_type=upstream.headers.get("content-type", "image/jpeg"))
