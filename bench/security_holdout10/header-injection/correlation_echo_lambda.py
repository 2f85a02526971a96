import json
import uuid


def _correlation_id(headers):
    value = headers.get("x-correlation-id") or headers.get("X-Correlation-Id")
    return value if value else str(uuid.uuid4())


def handler(event, context):
    headers = event.get("headers") or {}
    corr = _correlation_id(headers)
    body = {"status": "ok", "correlation": corr}
    return {
        "statusCode": 200,
        "headers": {"Content-Type": "application/json", "X-Correlation-Id": corr},
        "body": json.dumps(body),
    }
