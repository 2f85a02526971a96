import json
import os
import secrets
import string

import boto3

cognito = boto3.client("cognito-idp")
USER_POOL_ID = os.environ["USER_POOL_ID"]
SYMBOLS = "!@#$%^&*"
CHARSET = string.ascii_letters + string.digits + SYMBOLS


def generate_password(length=16):
    while True:
        candidate = "".join(secrets.choice(CHARSET) for _ in range(length))
        if any(c.isdigit() for c in candidate) and any(c in SYMBOLS for c in candidate):
            return candidate


def handler(event, context):
    body = json.loads(event.get("body") or "{}")
    username = body["username"]
    temp = generate_password()
    cognito.admin_set_user_password(
        UserPoolId=USER_POOL_ID, Username=username, Password=temp, Permanent=False
    )
    return {"statusCode": 200, "body": json.dumps({"temporaryPassword": temp})}
