from datetime import datetime, timezone

from fastapi import APIRouter, BackgroundTasks, Depends, HTTPException, Query, Request
from fastapi.responses import RedirectResponse
from sqlalchemy.orm import Session

from .db import get_db
from .models import Campaign, ClickEvent

router = APIRouter(prefix="/t", tags=["tracking"])


def active_campaign(campaign: str = Query(..., min_length=6, max_length=32), db: Session = Depends(get_db)) -> Campaign:
    found = db.query(Campaign).filter(Campaign.slug == campaign, Campaign.archived.is_(False)).first()
    if found is None:
        raise HTTPException(status_code=404, detail="campaign not found")
    return found


def store_click(db: Session, campaign_id: int, target: str, user_agent: str, subscriber: str | None) -> None:
    db.add(
        ClickEvent(
            campaign_id=campaign_id,
            target=target[:2000],
            user_agent=user_agent[:300],
            subscriber_token=subscriber,
            clicked_at=datetime.now(timezone.utc),
        )
    )
    db.commit()


@router.get("/click")
def track_click(
    request: Request,
    background: BackgroundTasks,
    url: str = Query(..., max_length=2000),
    sub: str | None = Query(default=None, max_length=64),
    campaign: Campaign = Depends(active_campaign),
    db: Session = Depends(get_db),
):
    target = url.strip()
    background.add_task(
        store_click, db, campaign.id, target, request.headers.get("user-agent", ""), sub
    )
    return RedirectResponse(url=target, status_code=302)
