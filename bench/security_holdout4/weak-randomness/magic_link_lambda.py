import json
import os
import random
import time

import boto3

dynamodb = boto3.resource("dynamodb")
ses = boto3.client("ses")
table = dynamodb.Table(os.environ.get("LOGIN_LINK_TABLE", "login-links"))
APP_URL = os.environ.get("APP_URL", "https://app.example.com")


def process_event(event, context):
    body = json.loads(event.get("body") or "{}")
    email = body.get("email", "").strip().lower()
    if "@" not in email:
        return {"statusCode": 400, "body": json.dumps({"error": "invalid email"})}

    token = "%032x" % random.getrandbits(128)
    table.put_item(Item={"token": token, "email": email, "expires": int(time.time()) + 900})
    ses.send_email(
        Source="no-reply@example.com",
        Destination={"ToAddresses": [email]},
        Message={
            "Subject": {"Data": "Your sign-in link"},
            "Body": {"Text": {"Data": f"{APP_URL}/login/verify?token={token}"}},
        },
    )
    return {"statusCode": 202, "body": json.dumps({"sent": True})}
