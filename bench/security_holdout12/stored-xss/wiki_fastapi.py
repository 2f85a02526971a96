from datetime import datetime
from typing import Dict

import bleach
from fastapi import APIRouter, Depends, Form, HTTPException
from fastapi.responses import HTMLResponse, RedirectResponse

router = APIRouter(prefix="/wiki")

ALLOWED_TAGS = ["p", "b", "i", "em", "strong", "ul", "ol", "li", "code", "pre", "a", "h2", "h3"]
ALLOWED_ATTRIBUTES = {"a": ["href", "title"]}


class WikiSettings:
    site_name = "Team wiki"
    max_page_size = 100_000


class PageStore:
    def __init__(self):
        self.pages: Dict[str, dict] = {}

    def save(self, slug: str, content: str) -> None:
        self.pages[slug] = {"content": content, "updated": datetime.utcnow()}

    def get(self, slug: str) -> dict:
        page = self.pages.get(slug)
        if page is None:
            raise HTTPException(status_code=404)
        return page


_store = PageStore()


def get_store() -> PageStore:
    return _store


def get_settings() -> WikiSettings:
    return WikiSettings()


class PageRenderer:
    def __init__(self, settings: WikiSettings):
        self.settings = settings

    def render(self, slug: str, content: str) -> str:
        cleaned = bleach.clean(content, tags=ALLOWED_TAGS, attributes=ALLOWED_ATTRIBUTES,
                               protocols=["http", "https"], strip=True)
        return f"<html><title>{self.settings.site_name}</title><article>{cleaned}</article></html>"


@router.post("/{slug}")
def save_page(slug: str, content: str = Form(...), store: PageStore = Depends(get_store),
              settings: WikiSettings = Depends(get_settings)):
    if len(content) > settings.max_page_size:
        raise HTTPException(status_code=413)
    store.save(slug, content)
    return RedirectResponse(f"/wiki/{slug}", status_code=303)


@router.get("/{slug}", response_class=HTMLResponse)
def show_page(slug: str, store: PageStore = Depends(get_store), settings: WikiSettings = Depends(get_settings)):
    page = store.get(slug)
    html = PageRenderer(settings).render(slug, page["content"])
    return HTMLResponse(html)


@router.get("/")
def index(store: PageStore = Depends(get_store)):
    return sorted(store.pages)
