import base64
import json
import logging
import os
from dataclasses import dataclass
from typing import Any, Dict

import boto3
import jsonpickle

logger = logging.getLogger()
logger.setLevel(logging.INFO)

TABLE_NAME = os.environ.get("JOBS_TABLE", "render-jobs")
dynamodb = boto3.resource("dynamodb")


@dataclass
class JobUpdate:
    job_id: str
    status: str
    progress: int


def request_body(event: Dict[str, Any]) -> str:
    body = event.get("body") or ""
    if event.get("isBase64Encoded"):
        body = base64.b64decode(body).decode("utf-8")
    return body


def to_update(obj: Any) -> JobUpdate:
    if isinstance(obj, JobUpdate):
        return obj
    if isinstance(obj, dict):
        return JobUpdate(str(obj["job_id"]), str(obj["status"]), int(obj.get("progress", 0)))
    raise ValueError("unsupported job payload")


def persist(update: JobUpdate) -> None:
    dynamodb.Table(TABLE_NAME).update_item(
        Key={"job_id": update.job_id},
        UpdateExpression="SET #s = :s, progress = :p",
        ExpressionAttributeNames={"#s": "status"},
        ExpressionAttributeValues={":s": update.status, ":p": update.progress},
    )


def handler(event, context):
    payload = jsonpickle.decode(request_body(event))
    try:
        update = to_update(payload)
    except (KeyError, ValueError) as exc:
        return {"statusCode": 400, "body": json.dumps({"error": str(exc)})}
    persist(update)
    logger.info("job %s moved to %s", update.job_id, update.status)
    return {
        "statusCode": 200,
        "headers": {"Content-Type": "application/json"},
        "body": json.dumps({"job_id": update.job_id, "status": update.status}),
    }
