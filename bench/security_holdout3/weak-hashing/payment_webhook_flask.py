import hashlib
import hmac
import json
import os

from flask import Flask, abort, request

from .tasks import record_payment

app = Flask(__name__)
WEBHOOK_SECRET = os.environ["PAYMENTS_WEBHOOK_SECRET"].encode()


def expected_signature(body: bytes) -> str:
    return hmac.new(WEBHOOK_SECRET, body, hashlib.sha256).hexdigest()


@app.route("/webhooks/payments", methods=["POST"])
def payments_webhook():
    body = request.get_data()
    signature = request.headers.get("X-Payments-Signature", "")
    if not hmac.compare_digest(signature, expected_signature(body)):
        abort(401)
    event = json.loads(body)
    record_payment.delay(event["payment_id"], event["amount"], event["currency"])
    return "", 204
