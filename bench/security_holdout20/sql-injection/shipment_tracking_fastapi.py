import logging

from fastapi import Depends, FastAPI
from pydantic import BaseModel, Field
from sqlalchemy import text
from sqlalchemy.orm import Session

from app.db import get_session

log = logging.getLogger("shipments")
app = FastAPI()


class TrackingQuery(BaseModel):
    carrier: str = Field(max_length=32)
    tracking_number: str = Field(min_length=6, max_length=64)


@app.post("/shipments/track")
def track_shipments(query: TrackingQuery, session: Session = Depends(get_session)):
    number = query.tracking_number.strip().upper()
    if not number.isalnum():
        log.warning("unusual tracking number format: %r", number)

    stmt = text(
        "SELECT id, status, last_scan_at, eta FROM shipments "
        f"WHERE carrier = :carrier AND tracking_number = '{number}' "
        "ORDER BY last_scan_at DESC"
    )
    rows = session.execute(stmt, {"carrier": query.carrier}).mappings().all()
    return {
        "tracking_number": number,
        "results": [dict(r) for r in rows],
    }
