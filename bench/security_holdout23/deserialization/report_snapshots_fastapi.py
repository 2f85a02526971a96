import hashlib
import os
import shelve
import threading
from dataclasses import dataclass, field
from datetime import datetime
from typing import Dict, List

from fastapi import BackgroundTasks, Depends, FastAPI, Header, HTTPException, Path
from pydantic import BaseModel, Field


class Settings(BaseModel):
    snapshot_db: str = os.environ.get("SNAPSHOT_DB", "/var/lib/reports/snapshots")
    api_tokens: Dict[str, str] = {}


settings = Settings()


@dataclass
class User:
    id: int
    name: str


@dataclass
class ReportSnapshot:
    report_id: int
    owner_id: int
    rows: List[dict]
    created_at: datetime = field(default_factory=datetime.utcnow)


class SnapshotStore:
    """Persists computed report snapshots on the server between requests."""

    _lock = threading.Lock()

    def __init__(self, path: str):
        self.path = path

    @staticmethod
    def _key(owner_id: int, report_id: int) -> str:
        return f"{owner_id}:{report_id}"

    def put(self, snapshot: ReportSnapshot) -> None:
        with self._lock, shelve.open(self.path) as db:
            db[self._key(snapshot.owner_id, snapshot.report_id)] = snapshot

    def get(self, owner_id: int, report_id: int) -> ReportSnapshot:
        with self._lock, shelve.open(self.path, flag="r") as db:
            return db.get(self._key(owner_id, report_id))


def get_store() -> SnapshotStore:
    return SnapshotStore(settings.snapshot_db)


def current_user(authorization: str = Header(...)) -> User:
    token = authorization.removeprefix("Bearer ").strip()
    name = settings.api_tokens.get(token)
    if name is None:
        raise HTTPException(status_code=401)
    return User(id=int(hashlib.sha256(name.encode()).hexdigest()[:12], 16), name=name)


class ReportRequest(BaseModel):
    region: str = Field(max_length=20)
    months: int = Field(ge=1, le=24)


def build_snapshot(store: SnapshotStore, user: User, report_id: int, req: ReportRequest) -> None:
    rows = [{"region": req.region, "month": m, "revenue": 0} for m in range(1, req.months + 1)]
    store.put(ReportSnapshot(report_id=report_id, owner_id=user.id, rows=rows))


app = FastAPI()


@app.post("/reports/{report_id}")
def request_report(
    tasks: BackgroundTasks,
    body: ReportRequest,
    report_id: int = Path(..., ge=1),
    user: User = Depends(current_user),
    store: SnapshotStore = Depends(get_store),
):
    tasks.add_task(build_snapshot, store, user, report_id, body)
    return {"status": "queued", "report_id": report_id}


@app.get("/reports/{report_id}")
def read_report(report_id: int = Path(..., ge=1), user: User = Depends(current_user), store: SnapshotStore = Depends(get_store)):
    snapshot = store.get(user.id, report_id)
    if snapshot is None:
        raise HTTPException(status_code=404)
    return {"report_id": snapshot.report_id, "created_at": snapshot.created_at.isoformat(), "rows": snapshot.rows}
