import hashlib
import json
import os
import time

import boto3

table = boto3.resource("dynamodb").Table(os.environ["USERS_TABLE"])


def lambda_handler(event, context):
    body = json.loads(event["body"])
    username = body["username"].strip().lower()
    password = body["password"]
    if len(password) < 8:
        return {"statusCode": 400, "body": json.dumps({"error": "password too short"})}
    try:
        table.put_item(
            Item={
                "username": username,
                "password_hash": hashlib.sha256(password.encode("utf-8")).hexdigest(),
                "created_at": int(time.time()),
            },
            ConditionExpression="attribute_not_exists(username)",
        )
    except table.meta.client.exceptions.ConditionalCheckFailedException:
        return {"statusCode": 409, "body": json.dumps({"error": "username taken"})}
    return {"statusCode": 201, "body": json.dumps({"username": username})}
