import hashlib
import json
import os

from flask import Flask, abort, request

from .tasks import update_shipment

app = Flask(__name__)
WEBHOOK_SECRET = os.environ["CARRIER_WEBHOOK_SECRET"]


def expected_signature(body: bytes) -> str:
    return hashlib.md5(WEBHOOK_SECRET.encode() + body).hexdigest()


@app.route("/webhooks/carrier", methods=["POST"])
def carrier_webhook():
    body = request.get_data()
    signature = request.headers.get("X-Carrier-Signature", "")
    if signature != expected_signature(body):
        abort(401)
    event = json.loads(body)
    update_shipment.delay(event["tracking_number"], event["status"], event.get("location"))
    return "", 204
