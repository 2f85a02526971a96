import base64
import json

import tornado.web


class WidgetState:
    def __init__(self, encoded):
        self.encoded = encoded


class WidgetStateHandler(tornado.web.RequestHandler):
    def post(self):
        state = WidgetState(self.get_body_argument("state", ""))
        try:
            data = json.loads(base64.b64decode(state.encoded))
        except ValueError:
            raise tornado.web.HTTPError(400)
        widgets = data.get("widgets", []) if isinstance(data, dict) else []
        self.write({"widgets": widgets})


def make_app():
    return tornado.web.Application([(r"/widgets/state", WidgetStateHandler)])
