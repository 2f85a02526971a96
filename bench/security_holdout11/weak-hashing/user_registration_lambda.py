import base64
import hashlib
import json
import logging
import os
import uuid

import boto3

logger = logging.getLogger()
logger.setLevel(logging.INFO)

TABLE_NAME = os.environ.get("USERS_TABLE", "users")
dynamodb = boto3.resource("dynamodb")
table = dynamodb.Table(TABLE_NAME)


def _response(status, body):
    return {
        "statusCode": status,
        "headers": {"Content-Type": "application/json"},
        "body": json.dumps(body),
    }


def _parse_body(event):
    raw = event.get("body") or "{}"
    if event.get("isBase64Encoded"):
        raw = base64.b64decode(raw).decode("utf-8")
    return json.loads(raw)


def hash_credentials(password, salt):
    hasher = hashlib.new("sha1")
    hasher.update(salt.encode())
    hasher.update(password.encode())
    return hasher.hexdigest()


def register(body):
    email = body.get("email", "").strip().lower()
    password = body.get("password", "")
    if not email or len(password) < 8:
        return _response(400, {"error": "email and 8+ char password required"})
    salt = uuid.uuid4().hex
    item = {
        "email": email,
        "salt": salt,
        "password_hash": hash_credentials(password, salt),
        "user_id": str(uuid.uuid4()),
    }
    table.put_item(Item=item, ConditionExpression="attribute_not_exists(email)")
    logger.info("registered %s", item["user_id"])
    return _response(201, {"user_id": item["user_id"]})


def lambda_handler(event, context):
    route = event.get("rawPath") or event.get("path", "")
    try:
        body = _parse_body(event)
    except (ValueError, UnicodeDecodeError):
        return _response(400, {"error": "invalid JSON"})
    if route.endswith("/register") and event.get("httpMethod", "POST") == "POST":
        return register(body)
    return _response(404, {"error": "not found"})
