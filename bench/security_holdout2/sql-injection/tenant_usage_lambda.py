import json
import os

import psycopg2

conn = psycopg2.connect(os.environ["USAGE_DB_DSN"])


def lambda_handler(event, context):
    params = event.get("queryStringParameters") or {}
    tenant = params.get("tenant", "")
    month = params.get("month", "2024-01")
    query = """
        SELECT service, SUM(units) AS units
        FROM usage_records
        WHERE tenant_id = '%s' AND to_char(recorded_at, 'YYYY-MM') = '%s'
        GROUP BY service
    """ % (tenant, month)
    with conn.cursor() as cur:
        cur.execute(query)
        rows = cur.fetchall()
    body = [{"service": service, "units": int(units)} for service, units in rows]
    return {
        "statusCode": 200,
        "headers": {"Content-Type": "application/json"},
        "body": json.dumps(body),
    }
