import hashlib
import hmac
import json
import os

import falcon

WEBHOOK_SECRET = os.environ.get("PAYMENTS_WEBHOOK_SECRET", "").encode()


class PaymentWebhookResource:
    def on_post(self, req, resp):
        body = req.bounded_stream.read()
        received = req.get_header("X-Signature", default="")
        expected = hmac.new(WEBHOOK_SECRET, body, hashlib.sha256).hexdigest()
        if not WEBHOOK_SECRET or not hmac.compare_digest(expected, received):
            raise falcon.HTTPUnauthorized(title="bad signature")
        event = json.loads(body)
        resp.media = {"received": event.get("type", "unknown")}
        resp.status = falcon.HTTP_200


app = falcon.App()
app.add_route("/webhooks/payments", PaymentWebhookResource())
