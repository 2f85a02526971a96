import logging
from typing import Any, Dict

import jsonpickle
from fastapi import Body, Depends, FastAPI, HTTPException
from sqlalchemy.orm import Session

from .auth import current_user
from .database import get_db
from .models import ReportPreference, User

logger = logging.getLogger("reports.prefs")

app = FastAPI(title="Report preferences")

DEFAULT_PREFS: Dict[str, Any] = {"columns": ["date", "amount"], "sort": "date", "page_size": 25}


class PreferenceService:
    def __init__(self, db: Session):
        self.db = db

    def get(self, user_id: int) -> Dict[str, Any]:
        row = self.db.query(ReportPreference).filter_by(user_id=user_id).one_or_none()
        return dict(row.data) if row else dict(DEFAULT_PREFS)

    def save(self, user_id: int, data: Dict[str, Any]) -> None:
        row = self.db.query(ReportPreference).filter_by(user_id=user_id).one_or_none()
        if row is None:
            row = ReportPreference(user_id=user_id)
            self.db.add(row)
        row.data = data
        self.db.commit()


@app.get("/reports/preferences")
def read_preferences(user: User = Depends(current_user), db: Session = Depends(get_db)):
    return PreferenceService(db).get(user.id)


@app.put("/reports/preferences")
def import_preferences(
    payload: str = Body(..., media_type="text/plain", max_length=20_000),
    user: User = Depends(current_user),
    db: Session = Depends(get_db),
):
    try:
        prefs = jsonpickle.decode(payload)
    except (ValueError, TypeError) as exc:
        logger.info("preference import failed for %s: %s", user.id, exc)
        raise HTTPException(status_code=400, detail="could not read preferences")
    if not isinstance(prefs, dict):
        raise HTTPException(status_code=422, detail="preferences must be an object")
    merged = {**DEFAULT_PREFS, **{k: prefs[k] for k in DEFAULT_PREFS if k in prefs}}
    PreferenceService(db).save(user.id, merged)
    return merged
