import base64
import hashlib
import hmac
import os
import pickle

import tornado.web

STATE_KEY = os.environ["WIZARD_STATE_KEY"].encode()


def unpack_state(token: str) -> dict:
    mac_hex, _, payload_b64 = token.partition(".")
    payload = base64.urlsafe_b64decode(payload_b64.encode())
    expected = hmac.new(STATE_KEY, payload, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(mac_hex, expected):
        raise tornado.web.HTTPError(400, "state token rejected")
    return pickle.loads(payload)


class WizardStepHandler(tornado.web.RequestHandler):
    def post(self, step):
        state = unpack_state(self.get_body_argument("state"))
        state.setdefault("completed", []).append(int(step))
        payload = pickle.dumps(state)
        mac = hmac.new(STATE_KEY, payload, hashlib.sha256).hexdigest()
        self.write({"state": mac + "." + base64.urlsafe_b64encode(payload).decode()})


app = tornado.web.Application([(r"/wizard/step/(\d+)", WizardStepHandler)])
