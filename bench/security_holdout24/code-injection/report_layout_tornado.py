import datetime as dt
import json
import os

import tornado.ioloop
import tornado.web
from mako.template import Template

STANDARD_LAYOUTS = {
    "summary": "<h1>${title | h}</h1>\n<p>Total: ${total}</p>\n<small>${generated}</small>\n",
    "table": (
        "<h1>${title | h}</h1>\n<table>\n"
        "% for r in rows:\n"
        "<tr><td>${r['label'] | h}</td><td>${r['value']}</td></tr>\n"
        "% endfor\n"
        "</table>\n"
    ),
}


class LayoutStore:
    def __init__(self):
        self._custom = {}

    def save(self, owner, name, source):
        self._custom[(owner, name)] = source

    def get(self, owner, name):
        return self._custom.get((owner, name)) or STANDARD_LAYOUTS.get(name)


class BaseHandler(tornado.web.RequestHandler):
    def get_current_user(self):
        user = self.get_signed_cookie("user")
        return user.decode() if user else None


class LayoutHandler(BaseHandler):
    @tornado.web.authenticated
    def put(self, name):
        source = self.request.body.decode("utf-8")
        self.application.layouts.save(self.current_user, name, source)
        self.set_status(204)


class RenderHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self, name):
        data = json.loads(self.request.body or b"{}")
        source = self.application.layouts.get(self.current_user, name)
        if source is None:
            raise tornado.web.HTTPError(404)
        rows = data.get("rows", [])
        context = {
            "title": data.get("title", name),
            "rows": rows,
            "total": sum(float(r.get("value", 0)) for r in rows),
            "generated": dt.datetime.utcnow().strftime("%Y-%m-%d %H:%M"),
        }
        html = Template(source).render(**context)
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.write(html)


class Application(tornado.web.Application):
    def __init__(self):
        self.layouts = LayoutStore()
        super().__init__(
            [
                (r"/layouts/(\w+)", LayoutHandler),
                (r"/layouts/(\w+)/render", RenderHandler),
            ],
            cookie_secret=os.environ["COOKIE_SECRET"],
            login_url="/login",
        )


if __name__ == "__main__":
    Application().listen(8080)
    tornado.ioloop.IOLoop.current().start()
