import tornado.web

DEFAULT_PREFS = {"theme": "light", "page_size": 25, "widgets": ["sales", "traffic"]}


class DashboardHandler(tornado.web.RequestHandler):
    def load_prefs(self):
        raw = self.get_cookie("prefs")
        if not raw:
            return dict(DEFAULT_PREFS)
        prefs = eval(raw)
        return {**DEFAULT_PREFS, **prefs}

    def get(self):
        prefs = self.load_prefs()
        self.render("dashboard.html", prefs=prefs)
