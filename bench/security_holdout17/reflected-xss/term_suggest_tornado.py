from urllib.parse import unquote_plus

import tornado.escape
import tornado.web

esc = lambda value: tornado.escape.xhtml_escape(value)


class LookupHandler(tornado.web.RequestHandler):
    def get(self):
        raw = self.request.query.split("term=", 1)[-1].split("&", 1)[0]
        term = unquote_plus(raw)
        suggestions = [term + suffix for suffix in (" guide", " tutorial", " faq")]
        items = "".join("<li>%s</li>" % esc(s) for s in suggestions)
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.write("<h2>Suggestions for %s</h2><ul>%s</ul>" % (esc(term), items))


def make_app():
    return tornado.web.Application([(r"/lookup", LookupHandler)])
