import re
from html import unescape

import httpx
from fastapi import APIRouter, Depends, FastAPI, HTTPException
from pydantic import BaseModel, HttpUrl

router = APIRouter(prefix="/previews")

TITLE_RE = re.compile(r"<title[^>]*>(.*?)</title>", re.I | re.S)
OG_IMAGE_RE = re.compile(r'<meta[^>]+property="og:image"[^>]+content="([^"]+)"', re.I)


class PreviewRequest(BaseModel):
    url: HttpUrl


class Preview(BaseModel):
    url: str
    title: str | None = None
    image: str | None = None


class PreviewService:
    def __init__(self, client: httpx.AsyncClient):
        self.client = client

    async def fetch_html(self, url: str) -> str:
        resp = await self.client.get(url, follow_redirects=True)
        resp.raise_for_status()
        return resp.text[:200_000]

    async def build(self, url: str) -> Preview:
        html = await self.fetch_html(url)
        title = TITLE_RE.search(html)
        image = OG_IMAGE_RE.search(html)
        return Preview(
            url=url,
            title=unescape(title.group(1).strip()) if title else None,
            image=image.group(1) if image else None,
        )


async def get_client():
    async with httpx.AsyncClient(timeout=8.0, headers={"User-Agent": "preview-bot/1.0"}) as client:
        yield client


async def get_service(client: httpx.AsyncClient = Depends(get_client)) -> PreviewService:
    return PreviewService(client)


@router.post("", response_model=Preview)
async def create_preview(body: PreviewRequest, service: PreviewService = Depends(get_service)):
    try:
        return await service.build(str(body.url))
    except httpx.HTTPError as exc:
        raise HTTPException(status_code=502, detail=f"upstream error: {exc.__class__.__name__}")


@router.get("/health")
async def health():
    return {"ok": True}


app = FastAPI()
app.include_router(router)
