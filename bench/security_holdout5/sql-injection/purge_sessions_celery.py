import logging

import psycopg2
from celery import shared_task

from config import settings

log = logging.getLogger(__name__)

SESSION_TABLE = "auth_sessions"
AUDIT_TABLE = "auth_session_audit"


def _connect():
    return psycopg2.connect(settings.DATABASE_DSN)


@shared_task(name="maintenance.purge_expired_sessions")
def purge_expired_sessions():
    retention_days = int(settings.SESSION_RETENTION_DAYS)
    statements = [
        f"DELETE FROM {SESSION_TABLE} "
        f"WHERE expires_at < now() - interval '{retention_days} days'",
        f"DELETE FROM {AUDIT_TABLE} "
        f"WHERE created_at < now() - interval '{retention_days * 4} days'",
    ]
    conn = _connect()
    try:
        with conn.cursor() as cur:
            for stmt in statements:
                cur.execute(stmt)
                log.info("purge: %s rows removed", cur.rowcount)
        conn.commit()
    finally:
        conn.close()
