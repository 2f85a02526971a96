import hashlib
import hmac
import json
import os
import secrets
import time

import boto3

TABLE_NAME = os.environ.get("OTP_TABLE", "login-otps")
OTP_DIGITS = 6
OTP_TTL_SECONDS = 300
MAX_PHONE_LENGTH = 16


def _table():
    return boto3.resource("dynamodb").Table(TABLE_NAME)


def generate_otp(digits=OTP_DIGITS):
    return "".join(secrets.choice("0123456789") for _ in range(digits))


def otp_digest(phone, code):
    pepper = os.environ["OTP_PEPPER"].encode()
    return hmac.new(pepper, f"{phone}:{code}".encode(), hashlib.sha256).hexdigest()


def _response(status, body):
    return {
        "statusCode": status,
        "headers": {"Content-Type": "application/json"},
        "body": json.dumps(body),
    }


def _valid_phone(phone):
    return phone.startswith("+") and phone[1:].isdigit() and len(phone) <= MAX_PHONE_LENGTH


def handler(event, context):
    try:
        payload = json.loads(event.get("body") or "{}")
    except json.JSONDecodeError:
        return _response(400, {"error": "invalid json"})
    phone = str(payload.get("phone", "")).strip()
    if not _valid_phone(phone):
        return _response(400, {"error": "invalid phone number"})
    code = generate_otp()
    expires = int(time.time()) + OTP_TTL_SECONDS
    _table().put_item(
        Item={
            "phone": phone,
            "digest": otp_digest(phone, code),
            "expires": expires,
            "attempts": 0,
        }
    )
    boto3.client("sns").publish(PhoneNumber=phone, Message=f"Your login code is {code}")
    return _response(202, {"expires_in": OTP_TTL_SECONDS})
