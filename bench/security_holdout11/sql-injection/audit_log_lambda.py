import json
import os

import psycopg2


def handler(event, context):
    qs = event.get("queryStringParameters") or {}
    try:
        limit = int(qs.get("limit", "50"))
    except ValueError:
        limit = 50
    actor = qs.get("actor", "")
    limit = max(1, min(limit, 500))
    conn = psycopg2.connect(os.environ["AUDIT_DSN"])
    try:
        with conn.cursor() as cur:
            cur.execute(
                "SELECT event_time, action FROM audit_log WHERE actor = %s ORDER BY event_time DESC LIMIT %s",
                (actor, limit),
            )
            rows = cur.fetchall()
    finally:
        conn.close()
    body = [{"time": r[0].isoformat(), "action": r[1]} for r in rows]
    return {"statusCode": 200, "body": json.dumps(body)}
