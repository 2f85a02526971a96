from datetime import datetime, timezone
from typing import Optional

from fastapi import FastAPI, HTTPException, Query
from fastapi.responses import RedirectResponse
from pydantic import BaseModel, Field

app = FastAPI()

CLICKS: list[dict] = []
CAMPAIGNS = {"spring": "Spring sale", "newsletter-42": "Newsletter #42"}


class ClickEvent(BaseModel):
    campaign: str
    target: str
    source: Optional[str] = None
    at: datetime = Field(default_factory=lambda: datetime.now(timezone.utc))


def local_path(target: str) -> str:
    if not target.startswith("/"):
        raise HTTPException(status_code=400, detail="target must be a site path")
    return target


@app.get("/c/{campaign}")
async def track_click(campaign: str, to: str = Query(..., max_length=2048), src: Optional[str] = Query(None, max_length=40)):
    if campaign not in CAMPAIGNS:
        raise HTTPException(status_code=404, detail="unknown campaign")
    destination = local_path(to)
    CLICKS.append(ClickEvent(campaign=campaign, target=destination, source=src).model_dump())
    return RedirectResponse(url=destination, status_code=302)


@app.get("/campaigns")
async def list_campaigns():
    return [{"slug": slug, "name": name} for slug, name in CAMPAIGNS.items()]


@app.get("/campaigns/{campaign}/stats")
async def campaign_stats(campaign: str):
    if campaign not in CAMPAIGNS:
        raise HTTPException(status_code=404, detail="unknown campaign")
    clicks = [c for c in CLICKS if c["campaign"] == campaign]
    by_source: dict[str, int] = {}
    for click in clicks:
        key = click["source"] or "direct"
        by_source[key] = by_source.get(key, 0) + 1
    return {"campaign": campaign, "clicks": len(clicks), "by_source": by_source}
