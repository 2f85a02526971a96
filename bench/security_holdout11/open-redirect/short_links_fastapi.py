import hmac
import logging
import os
from datetime import datetime
from typing import Dict, Optional

from fastapi import APIRouter, Depends, FastAPI, Header, HTTPException
from fastapi.responses import RedirectResponse
from pydantic import BaseModel, HttpUrl

logger = logging.getLogger("shortlinks")


class LinkIn(BaseModel):
    slug: str
    target: HttpUrl


class Link(BaseModel):
    slug: str
    target: str
    created: datetime
    hits: int = 0


class LinkRepository:
    def __init__(self):
        self._links: Dict[str, Link] = {}

    def add(self, slug: str, target: str) -> Link:
        link = Link(slug=slug, target=target, created=datetime.utcnow())
        self._links[slug] = link
        return link

    def get(self, slug: str) -> Optional[Link]:
        return self._links.get(slug)


repo = LinkRepository()
admin = APIRouter(prefix="/admin/links")
public = APIRouter()


def require_admin(x_admin_token: str = Header(...)):
    expected = os.environ["SHORTLINK_ADMIN_TOKEN"]
    if not x_admin_token or not hmac.compare_digest(x_admin_token, expected):
        raise HTTPException(status_code=403)


@admin.post("", dependencies=[Depends(require_admin)], status_code=201)
def create_link(body: LinkIn):
    if repo.get(body.slug):
        raise HTTPException(status_code=409)
    link = repo.add(body.slug, str(body.target))
    logger.info("link %s created", link.slug)
    return link


@public.get("/go/{slug}")
def follow(slug: str):
    link = repo.get(slug)
    if link is None:
        raise HTTPException(status_code=404)
    link.hits += 1
    return RedirectResponse(link.target, status_code=307)


app = FastAPI()
app.include_router(admin)
app.include_router(public)
