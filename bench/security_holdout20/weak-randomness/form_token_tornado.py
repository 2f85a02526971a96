import secrets
from collections import OrderedDict

import tornado.web

ISSUED = OrderedDict()


class FormTokenHandler(tornado.web.RequestHandler):
    def get(self):
        form_id = self.get_argument("form", "contact")
        token = secrets.token_hex(32)
        ISSUED[token] = form_id
        while len(ISSUED) > 10000:
            ISSUED.popitem(last=False)
        self.write({"form": form_id, "csrf_token": token})


def make_app():
    return tornado.web.Application([(r"/forms/token", FormTokenHandler)])
