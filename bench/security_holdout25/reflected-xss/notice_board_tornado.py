import json

import tornado.escape
import tornado.ioloop
import tornado.web

NOTICES = [
    {"id": 1, "title": "Maintenance window", "body": "Saturday 02:00-04:00 UTC"},
    {"id": 2, "title": "New office hours", "body": "Support is available 8-20 on weekdays"},
]


class NoticeView:
    def __init__(self, handler):
        self.query = handler.get_argument("filter", "")
        self.highlight = handler.get_argument("highlight", "")

    def matching(self):
        needle = self.query.lower()
        return [n for n in NOTICES if needle in n["title"].lower() or needle in n["body"].lower()]

    def heading(self):
        if not self.query:
            return "<h1>All notices</h1>"
        return "<h1>Notices matching %s</h1>" % tornado.escape.xhtml_escape(self.query)

    def row(self, notice):
        title = tornado.escape.xhtml_escape(notice["title"])
        body = tornado.escape.xhtml_escape(notice["body"])
        css = "hl" if self.highlight and self.highlight in notice["title"] else ""
        return f'<li class="{css}"><b>{title}</b> {body}</li>'

    def html(self):
        rows = "".join(self.row(n) for n in self.matching())
        return f"<html><body>{self.heading()}<ul>{rows}</ul></body></html>"


class NoticeHandler(tornado.web.RequestHandler):
    def get(self):
        view = NoticeView(self)
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.write(view.html())


class NoticeApiHandler(tornado.web.RequestHandler):
    def get(self, notice_id):
        for notice in NOTICES:
            if notice["id"] == int(notice_id):
                self.set_header("Content-Type", "application/json")
                self.write(json.dumps(notice))
                return
        raise tornado.web.HTTPError(404)


def make_app():
    return tornado.web.Application([
        (r"/notices", NoticeHandler),
        (r"/api/notices/(\d+)", NoticeApiHandler),
    ])


if __name__ == "__main__":
    make_app().listen(8000)
    tornado.ioloop.IOLoop.current().start()
