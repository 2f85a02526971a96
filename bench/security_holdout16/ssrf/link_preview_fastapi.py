import re
from html import unescape
from typing import Annotated
from urllib.parse import urlsplit

import httpx
from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel, field_validator

TITLE_RE = re.compile(r"<title[^>]*>(.*?)</title>", re.I | re.S)
PREVIEW_HOSTS = frozenset({
    "www.youtube.com",
    "github.com",
    "en.wikipedia.org",
    "news.ycombinator.com",
})


class PreviewRequest(BaseModel):
    url: str

    @field_validator("url")
    @classmethod
    def host_must_be_listed(cls, value: str) -> str:
        parts = urlsplit(value.strip())
        if parts.scheme != "https":
            raise ValueError("only https links can be previewed")
        if parts.hostname not in PREVIEW_HOSTS or parts.port not in (None, 443):
            raise ValueError("previews are not available for this site")
        return parts._replace(fragment="").geturl()


class Preview(BaseModel):
    url: str
    title: str | None = None


app = FastAPI()


async def get_client():
    headers = {"User-Agent": "PreviewBot/1.2"}
    async with httpx.AsyncClient(timeout=8.0, follow_redirects=False, headers=headers) as client:
        yield client


HttpClient = Annotated[httpx.AsyncClient, Depends(get_client)]


@app.get("/health")
async def health():
    return {"ok": True}


@app.get("/previews/hosts")
async def hosts():
    return sorted(PREVIEW_HOSTS)


@app.post("/previews", response_model=Preview)
async def create_preview(body: PreviewRequest, client: HttpClient):
    try:
        resp = await client.get(body.url)
    except httpx.HTTPError as exc:
        raise HTTPException(status_code=502, detail="fetch failed") from exc
    if resp.status_code != 200 or "text/html" not in resp.headers.get("content-type", ""):
        return Preview(url=body.url)
    title = m.group(1).strip() if (m := TITLE_RE.search(resp.text[:200_000])) else None
    return Preview(url=body.url, title=unescape(title) if title else None)
