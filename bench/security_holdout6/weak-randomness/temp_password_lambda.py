import json
import os
import random
import string

import boto3

_rng = random.SystemRandom()
ALPHABET = string.ascii_letters + string.digits + "!@#$%^&*"
USER_POOL_ID = os.environ.get("USER_POOL_ID", "")
cognito = boto3.client("cognito-idp")


def handler(event, context):
    claims = event.get("requestContext", {}).get("authorizer", {}).get("claims", {})
    if "helpdesk" not in claims.get("cognito:groups", ""):
        return {"statusCode": 403, "body": json.dumps({"error": "forbidden"})}
    body = json.loads(event.get("body") or "{}")
    temporary = "".join(_rng.choice(ALPHABET) for _ in range(16))
    cognito.admin_set_user_password(
        UserPoolId=USER_POOL_ID,
        Username=body["username"],
        Password=temporary,
        Permanent=False,
    )
    return {"statusCode": 200, "body": json.dumps({"temporary_password": temporary})}
