import tornado.web
from tornado.escape import url_escape, xhtml_escape


class TrackingHandler(tornado.web.RequestHandler):
    def get(self):
        code = self.get_query_argument("code", "")
        carrier = self.get_query_argument("carrier", "ups")
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        body = (
            "<h1>Tracking %s</h1><p>Carrier: %s</p>"
            '<a href="/track?code=%s&amp;carrier=%s">Refresh</a>'
        ) % (xhtml_escape(code), xhtml_escape(carrier), url_escape(code), url_escape(carrier))
        self.write(body)


def make_app():
    return tornado.web.Application([(r"/track", TrackingHandler)])
