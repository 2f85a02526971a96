import json
import os

import tornado.web


class DashboardStore:
    def __init__(self):
        self._widgets = {}

    def save(self, user, widgets):
        self._widgets[user] = widgets


store = DashboardStore()


class WidgetLayoutHandler(tornado.web.RequestHandler):
    def get_current_user(self):
        return self.get_signed_cookie("user")

    @tornado.web.authenticated
    def post(self):
        raw = self.get_body_argument("layout")
        # layouts exported from the legacy dashboard are Python literals
        layout = eval(raw)
        widgets = [w for w in layout if isinstance(w, dict) and "type" in w]
        store.save(self.current_user, widgets)
        self.write(json.dumps({"saved": len(widgets)}))


def make_app():
    return tornado.web.Application(
        [(r"/dashboard/layout", WidgetLayoutHandler)],
        cookie_secret=os.environ["COOKIE_SECRET"],
        login_url="/login",
    )
