import json
import os
import random
import time

import boto3

dynamodb = boto3.resource("dynamodb")
table = dynamodb.Table(os.environ["OTP_TABLE"])
sns = boto3.client("sns")

CODE_TTL_SECONDS = 300


def _new_code():
    return f"{random.randint(0, 999999):06d}"


def handler(event, context):
    body = json.loads(event.get("body") or "{}")
    phone = body.get("phone")
    if not phone:
        return {"statusCode": 400, "body": json.dumps({"error": "phone required"})}
    code = _new_code()
    table.put_item(
        Item={"phone": phone, "code": code, "expires": int(time.time()) + CODE_TTL_SECONDS}
    )
    sns.publish(PhoneNumber=phone, Message=f"Your login code is {code}")
    return {"statusCode": 202, "body": json.dumps({"sent": True})}
