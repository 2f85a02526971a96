import base64
import json

import jsonpickle

from jobs import run_job


def _body(event):
    body = event.get("body") or "{}"
    if event.get("isBase64Encoded"):
        body = base64.b64decode(body).decode("utf-8")
    return body


def handler(event, context):
    """API Gateway proxy integration for POST /jobs."""
    body = _body(event)
    job = jsonpickle.decode(body)
    try:
        result = run_job(job)
    except ValueError as exc:
        return {"statusCode": 400, "body": json.dumps({"error": str(exc)})}
    return {
        "statusCode": 200,
        "headers": {"Content-Type": "application/json"},
        "body": json.dumps({"request_id": context.aws_request_id, "result": result}),
    }
