import json

import tornado.web

DEFAULT_PREFS = {"font": "serif", "font_size": 16, "night_mode": False}


class ReaderHandler(tornado.web.RequestHandler):
    def load_prefs(self):
        raw = self.get_cookie("reader_prefs")
        if not raw:
            return dict(DEFAULT_PREFS)
        try:
            prefs = json.loads(raw)
        except ValueError:
            return dict(DEFAULT_PREFS)
        return {**DEFAULT_PREFS, **prefs} if isinstance(prefs, dict) else dict(DEFAULT_PREFS)

    def get(self, article_id):
        self.render("reader.html", article_id=article_id, prefs=self.load_prefs())
