import hashlib
import hmac
import json
import os

import falcon

WEBHOOK_SECRET = os.environ["WEBHOOK_SECRET"].encode()


class PaymentWebhookResource:
    def __init__(self, orders):
        self.orders = orders

    def on_post(self, req, resp):
        body = req.bounded_stream.read()
        received = req.get_header("X-Signature", default="")
        expected = hmac.new(WEBHOOK_SECRET, body, hashlib.sha256).hexdigest()
        if not hmac.compare_digest(received, expected):
            raise falcon.HTTPUnauthorized()
        event = json.loads(body)
        if event.get("status") == "paid":
            self.orders.mark_paid(event["order_id"], event["amount"])
        resp.status = falcon.HTTP_204
