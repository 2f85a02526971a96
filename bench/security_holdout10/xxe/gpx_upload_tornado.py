import logging

import tornado.ioloop
import tornado.web
from defusedxml import DefusedXmlException
from defusedxml.minidom import parseString

log = logging.getLogger("gpx")

MAX_BODY = 5 * 1024 * 1024


def text_of(node, tag):
    found = node.getElementsByTagName(tag)
    if not found or not found[0].firstChild:
        return None
    return found[0].firstChild.nodeValue


class TrackStats:
    def __init__(self):
        self.points = 0
        self.min_ele = None
        self.max_ele = None

    def add(self, ele):
        self.points += 1
        if ele is None:
            return
        self.min_ele = ele if self.min_ele is None else min(self.min_ele, ele)
        self.max_ele = ele if self.max_ele is None else max(self.max_ele, ele)


class GpxUploadHandler(tornado.web.RequestHandler):
    def post(self):
        body = self.request.body
        if len(body) > MAX_BODY:
            raise tornado.web.HTTPError(413)
        try:
            doc = parseString(body)
        except DefusedXmlException:
            log.warning("blocked GPX with DTD/entities from %s", self.request.remote_ip)
            raise tornado.web.HTTPError(400, reason="entities not allowed")
        stats = TrackStats()
        for pt in doc.getElementsByTagName("trkpt"):
            ele = text_of(pt, "ele")
            stats.add(float(ele) if ele else None)
        self.write({"points": stats.points, "min_ele": stats.min_ele, "max_ele": stats.max_ele})


class PingHandler(tornado.web.RequestHandler):
    def get(self):
        self.write("pong")


def make_app():
    return tornado.web.Application([(r"/gpx", GpxUploadHandler), (r"/ping", PingHandler)])


if __name__ == "__main__":
    make_app().listen(8080)
    tornado.ioloop.IOLoop.current().start()
