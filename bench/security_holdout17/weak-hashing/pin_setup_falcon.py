import hashlib
import json
import secrets

import falcon

PINS = {}


class PinResource:
    def on_post(self, req, resp, card_id):
        payload = json.loads(req.bounded_stream.read().decode("utf-8") or "{}")
        pin = str(payload.get("pin", ""))
        if not pin.isdigit() or len(pin) < 6:
            raise falcon.HTTPBadRequest(title="pin must be at least six digits")
        salt = secrets.token_bytes(16)
        derived = hashlib.scrypt(pin.encode(), salt=salt, n=2**14, r=8, p=1, dklen=32)
        PINS[card_id] = (salt, derived)
        resp.media = {"card": card_id, "pin_set": True}
        resp.status = falcon.HTTP_201


app = falcon.App()
app.add_route("/cards/{card_id}/pin", PinResource())
