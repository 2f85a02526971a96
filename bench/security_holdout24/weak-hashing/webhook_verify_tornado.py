import hashlib
import os

import tornado.web

WEBHOOK_SECRET = os.environ["WEBHOOK_SECRET"].encode()


class PaymentWebhookHandler(tornado.web.RequestHandler):
    def check_signature(self):
        received = self.request.headers.get("X-Signature", "")
        expected = hashlib.sha1(WEBHOOK_SECRET + self.request.body).hexdigest()
        return received == expected

    def post(self):
        if not self.check_signature():
            raise tornado.web.HTTPError(401)
        order_id = self.get_body_argument("order_id")
        status = self.get_body_argument("status")
        if status == "paid":
            amount = self.get_body_argument("amount")
            self.application.orders.mark_paid(order_id, amount)
        self.set_status(204)
