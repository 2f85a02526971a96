import base64
import hashlib
import json
import os

import boto3

table = boto3.resource("dynamodb").Table(os.environ.get("PIN_TABLE", "card-pins"))
ITERATIONS = 600_000


def derive(pin, salt):
    return hashlib.pbkdf2_hmac("sha256", pin.encode(), salt, ITERATIONS)


def handler(event, context):
    body = json.loads(event.get("body") or "{}")
    user = event["requestContext"]["authorizer"]["claims"]["sub"]
    pin = str(body.get("pin", ""))
    if not (pin.isdigit() and len(pin) == 6):
        return {"statusCode": 400, "body": json.dumps({"error": "pin must be 6 digits"})}
    salt = os.urandom(16)
    digest = derive(pin, salt)
    table.put_item(Item={
        "user": user,
        "salt": base64.b64encode(salt).decode(),
        "digest": base64.b64encode(digest).decode(),
    })
    return {"statusCode": 204, "body": ""}
