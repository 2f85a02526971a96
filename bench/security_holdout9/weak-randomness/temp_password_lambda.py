import json
import random
import string

import boto3

cognito = boto3.client("cognito-idp")
POOL_ID = "eu-west-1_example"
CHARS = string.ascii_letters + string.digits + "!@#$%"


def temporary_password(length=16):
    rng = random.SystemRandom()
    return "".join(rng.choice(CHARS) for _ in range(length))


def handler(event, context):
    body = json.loads(event.get("body") or "{}")
    username = body["username"]
    password = temporary_password()
    cognito.admin_set_user_password(UserPoolId=POOL_ID, Username=username, Password=password, Permanent=False)
    return {"statusCode": 200, "body": json.dumps({"username": username})}
