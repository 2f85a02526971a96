import re
from urllib.parse import urlparse

import httpx
from fastapi import FastAPI, HTTPException, Query
from pydantic import BaseModel

app = FastAPI()
BLOCKED_HOSTS = {"localhost", "127.0.0.1", "0.0.0.0", "::1"}
TITLE_RE = re.compile(r"<title[^>]*>(.*?)</title>", re.I | re.S)
META_RE = re.compile(r'<meta\s+(?:property|name)="(og:[a-z:]+|description)"\s+content="([^"]*)"', re.I)


class Preview(BaseModel):
    url: str
    title: str | None = None
    description: str | None = None
    image: str | None = None


def check_target(url: str) -> str:
    parsed = urlparse(url)
    if parsed.scheme not in ("http", "https") or not parsed.hostname:
        raise HTTPException(status_code=400, detail="unsupported URL")
    if parsed.hostname.lower() in BLOCKED_HOSTS:
        raise HTTPException(status_code=400, detail="host not allowed")
    return url


def extract(url: str, html: str) -> Preview:
    meta = {k.lower(): v for k, v in META_RE.findall(html)}
    title = TITLE_RE.search(html)
    return Preview(
        url=url,
        title=meta.get("og:title") or (title.group(1).strip() if title else None),
        description=meta.get("og:description") or meta.get("description"),
        image=meta.get("og:image"),
    )


@app.get("/preview", response_model=Preview)
async def preview(url: str = Query(..., max_length=2048)):
    target = check_target(url)
    async with httpx.AsyncClient(timeout=6.0, follow_redirects=True) as client:
        resp = await client.get(target, headers={"User-Agent": "LinkPreviewBot/1.2"})
    if "html" not in resp.headers.get("content-type", ""):
        return Preview(url=str(resp.url))
    return extract(str(resp.url), resp.text[:200_000])


@app.get("/preview/health")
async def health():
    return {"ok": True}
