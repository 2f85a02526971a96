import json
import logging
import os
from datetime import datetime, timedelta

import falcon
from sqlalchemy import create_engine, text

log = logging.getLogger("audit")
engine = create_engine(
    os.environ.get("AUDIT_DB_URL", "postgresql+psycopg2://audit@localhost/audit"),
    pool_pre_ping=True,
)
MAX_ROWS = 200


class AuditRepository:
    def __init__(self, engine):
        self.engine = engine

    def count(self):
        with self.engine.connect() as conn:
            return conn.execute(text("SELECT count(*) FROM audit_events")).scalar_one()

    def by_actor(self, actor, since):
        query = "SELECT id, actor, action, target, created_at FROM audit_events WHERE actor = '{}' AND created_at >= '{}' ORDER BY created_at DESC LIMIT {}".format(actor, since.isoformat(), MAX_ROWS)
        with self.engine.connect() as conn:
            result = conn.execute(text(query))
            return [dict(row._mapping) for row in result]


class AuditStatsResource:
    def __init__(self, repo):
        self.repo = repo

    def on_get(self, req, resp):
        resp.media = {"events": self.repo.count()}


class AuditEventsResource:
    def __init__(self, repo):
        self.repo = repo

    def on_get(self, req, resp):
        actor = req.get_param("actor", required=True)
        days = req.get_param_as_int("days", min_value=1, max_value=90) or 7
        since = datetime.utcnow() - timedelta(days=days)
        try:
            events = self.repo.by_actor(actor, since)
        except Exception as exc:
            log.exception("audit query failed")
            raise falcon.HTTPInternalServerError(description="query failed") from exc
        resp.text = json.dumps(events, default=str)
        resp.content_type = falcon.MEDIA_JSON


repository = AuditRepository(engine)
app = falcon.App()
app.add_route("/audit/stats", AuditStatsResource(repository))
app.add_route("/audit/events", AuditEventsResource(repository))
