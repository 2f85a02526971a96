import os

from fastapi import FastAPI, Form, HTTPException, Request
from pydantic import BaseModel
from starlette.middleware.sessions import SessionMiddleware

PAGE_SIZE_CHOICES = (10, 25, 50, 100)
SORT_CHOICES = {"newest": "-created", "oldest": "created", "title": "title"}
DEFAULT_PREFS = {"page_size": 25, "sort": "newest"}

app = FastAPI()
app.add_middleware(
    SessionMiddleware,
    secret_key=os.environ.get("SESSION_SECRET") or os.urandom(32).hex(),
    https_only=True,
    same_site="lax",
)


class ListingPreferences(BaseModel):
    page_size: int
    sort: str


def coerce_page_size(raw: str) -> int:
    try:
        value = int(raw)
    except ValueError:
        raise HTTPException(status_code=400, detail="page_size must be a number")
    if value not in PAGE_SIZE_CHOICES:
        raise HTTPException(status_code=400, detail=f"page_size must be one of {PAGE_SIZE_CHOICES}")
    return value


def coerce_sort(raw: str) -> str:
    if raw not in SORT_CHOICES:
        raise HTTPException(status_code=400, detail="unknown sort order")
    return raw


def current_preferences(request: Request) -> ListingPreferences:
    stored = {**DEFAULT_PREFS, **request.session.get("listing_prefs", {})}
    return ListingPreferences(**stored)


@app.post("/preferences/listing", response_model=ListingPreferences)
async def update_listing_preferences(
    request: Request,
    page_size: str = Form("25"),
    sort: str = Form("newest"),
):
    prefs = ListingPreferences(page_size=coerce_page_size(page_size), sort=coerce_sort(sort))
    request.session["listing_prefs"] = prefs.dict()
    return prefs


@app.get("/preferences/listing", response_model=ListingPreferences)
async def read_listing_preferences(request: Request):
    return current_preferences(request)
