import base64
import json
import logging
import os
import pickle
import time

import boto3

logger = logging.getLogger()
logger.setLevel(logging.INFO)

TABLE_NAME = os.environ.get("STATE_TABLE", "workflow-state")
dynamodb = boto3.resource("dynamodb")
table = dynamodb.Table(TABLE_NAME)


def _response(status, body):
    return {
        "statusCode": status,
        "headers": {"Content-Type": "application/json"},
        "body": json.dumps(body),
    }


def _parse_body(event):
    body = event.get("body") or "{}"
    if event.get("isBase64Encoded"):
        body = base64.b64decode(body).decode("utf-8")
    return json.loads(body)


def get_status(workflow_id):
    item = table.get_item(Key={"id": workflow_id}).get("Item")
    if not item:
        return _response(404, {"error": "unknown workflow"})
    return _response(200, {"id": workflow_id, "step": item.get("step"), "updated": item.get("updated")})


def resume_workflow(workflow_id, payload):
    checkpoint = base64.b64decode(payload["checkpoint"])
    state = pickle.loads(checkpoint)
    step = state.get("step", 0) + 1
    table.put_item(Item={"id": workflow_id, "step": step, "updated": int(time.time())})
    logger.info("workflow %s resumed at step %s", workflow_id, step)
    return _response(202, {"id": workflow_id, "step": step})


def lambda_handler(event, context):
    method = event.get("httpMethod", "GET")
    workflow_id = (event.get("pathParameters") or {}).get("id")
    if not workflow_id:
        return _response(400, {"error": "id required"})
    if method == "GET":
        return get_status(workflow_id)
    if method == "POST":
        try:
            payload = _parse_body(event)
        except (ValueError, UnicodeDecodeError):
            return _response(400, {"error": "invalid body"})
        return resume_workflow(workflow_id, payload)
    return _response(405, {"error": "method not allowed"})
