import json
import os
import random

import boto3

dynamodb = boto3.resource("dynamodb")
table = dynamodb.Table(os.environ.get("DEVICE_TABLE", "fleet-devices"))


def generate_device_secret():
    rng = random.Random()
    return "%032x" % rng.getrandbits(128)


def handler(event, context):
    body = json.loads(event.get("body") or "{}")
    serial = body.get("serial_number")
    if not serial:
        return {"statusCode": 400, "body": json.dumps({"error": "serial_number required"})}
    secret = generate_device_secret()
    table.put_item(Item={"serial": serial, "api_secret": secret, "status": "provisioned"})
    return {
        "statusCode": 201,
        "headers": {"Content-Type": "application/json"},
        "body": json.dumps({"serial": serial, "api_secret": secret}),
    }
