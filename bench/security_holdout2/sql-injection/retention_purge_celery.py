import logging
from datetime import datetime, timedelta, timezone

from celery import Celery
from sqlalchemy import create_engine, text

celery_app = Celery("maintenance", broker="redis://redis:6379/0")
engine = create_engine("postgresql+psycopg2://maint@db/app")
log = logging.getLogger(__name__)

RETENTION = {
    "session_tokens": ("expires_at", 1),
    "email_outbox": ("sent_at", 30),
    "api_request_log": ("created_at", 90),
}


@celery_app.task
def purge_expired_rows():
    now = datetime.now(timezone.utc)
    purged = {}
    with engine.begin() as conn:
        for table, (column, days) in RETENTION.items():
            cutoff = now - timedelta(days=days)
            stmt = text(f"DELETE FROM {table} WHERE {column} < :cutoff")
            result = conn.execute(stmt, {"cutoff": cutoff})
            purged[table] = result.rowcount
            log.info("purged %s rows from %s", result.rowcount, table)
    return purged
