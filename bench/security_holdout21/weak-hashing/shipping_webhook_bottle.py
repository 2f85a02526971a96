import hashlib
import hmac
import os

from bottle import Bottle, HTTPError, request

app = Bottle()
WEBHOOK_SECRET = os.environ.get("WEBHOOK_SECRET", "").encode()


@app.post("/hooks/shipping")
def shipping_webhook():
    body = request.body.read()
    expected = hmac.new(WEBHOOK_SECRET, body, hashlib.sha256).hexdigest()
    given = request.get_header("X-Signature", "").strip().lower()
    if not hmac.compare_digest(expected, given):
        raise HTTPError(401, "signature mismatch")
    return {"accepted": True}
