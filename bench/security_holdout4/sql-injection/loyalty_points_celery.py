import logging
import os

import psycopg2
from celery import Celery

logger = logging.getLogger(__name__)

app = Celery("loyalty", broker=os.environ.get("BROKER_URL", "redis://localhost:6379/0"))


def _connect():
    return psycopg2.connect(os.environ["LOYALTY_DSN"])


@app.task(bind=True, max_retries=3)
def apply_points_adjustment(self, payload):
    member_id = payload["member_id"]
    reason = payload.get("reason", "manual adjustment")
    points = int(payload["points"])
    statement = (
        "INSERT INTO points_ledger (member_id, delta, reason) "
        f"VALUES ('{member_id}', {points}, '{reason}')"
    )
    conn = _connect()
    try:
        with conn, conn.cursor() as cur:
            cur.execute(statement)
        logger.info("applied %s points to member %s", points, member_id)
    except psycopg2.OperationalError as exc:
        logger.warning("ledger write failed for %s", member_id)
        raise self.retry(exc=exc, countdown=30)
    finally:
        conn.close()
