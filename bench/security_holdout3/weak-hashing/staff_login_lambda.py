import hashlib
import json
import os

import boto3

table = boto3.resource("dynamodb").Table(os.environ.get("STAFF_TABLE", "staff-users"))


def _password_hash(salt, password):
    return hashlib.sha1((salt + password).encode("utf-8")).hexdigest()


def handler(event, context):
    body = json.loads(event.get("body") or "{}")
    username = body.get("username", "")
    password = body.get("password", "")
    item = table.get_item(Key={"username": username}).get("Item")
    if not item or _password_hash(item["salt"], password) != item["password_hash"]:
        return {"statusCode": 401, "body": json.dumps({"error": "invalid credentials"})}
    return {
        "statusCode": 200,
        "headers": {"Content-Type": "application/json"},
        "body": json.dumps({"user": username, "roles": item.get("roles", [])}),
    }
