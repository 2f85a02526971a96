import logging
from datetime import datetime, timezone
from typing import Optional

from fastapi import BackgroundTasks, Depends, FastAPI, HTTPException, Query, Request
from fastapi.responses import RedirectResponse
from sqlalchemy.orm import Session

from .database import get_db
from .models import Campaign, Click

logger = logging.getLogger("campaigns")

app = FastAPI(title="Campaign tracker")


def store_click(db: Session, campaign_id: int, ip: Optional[str], agent: Optional[str]) -> None:
    db.add(
        Click(
            campaign_id=campaign_id,
            ip=ip,
            user_agent=(agent or "")[:300],
            clicked_at=datetime.now(timezone.utc),
        )
    )
    db.commit()


@app.get("/c/{campaign_slug}")
def track_click(
    campaign_slug: str,
    request: Request,
    background: BackgroundTasks,
    to: str = Query(..., max_length=2000),
    db: Session = Depends(get_db),
):
    campaign = db.query(Campaign).filter(Campaign.slug == campaign_slug).one_or_none()
    if campaign is None or not campaign.active:
        raise HTTPException(status_code=404, detail="campaign not found")
    client_ip = request.client.host if request.client else None
    background.add_task(store_click, db, campaign.id, client_ip, request.headers.get("user-agent"))
    logger.debug("click on %s heading to %s", campaign_slug, to)
    return RedirectResponse(url=to, status_code=302)


@app.get("/campaigns/{campaign_slug}/stats")
def campaign_stats(campaign_slug: str, db: Session = Depends(get_db)):
    campaign = db.query(Campaign).filter(Campaign.slug == campaign_slug).one_or_none()
    if campaign is None:
        raise HTTPException(status_code=404, detail="campaign not found")
    total = db.query(Click).filter(Click.campaign_id == campaign.id).count()
    return {"campaign": campaign_slug, "clicks": total}
