import json
import xml.sax
from io import BytesIO
from xml.sax.handler import feature_external_ges, feature_external_pes

import tornado.web

SITEMAPS = {}


class LocCollector(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.urls, self._buf, self._in = [], [], False

    def startElement(self, name, attrs):
        self._in, self._buf = name == "loc", []

    def characters(self, content):
        if self._in:
            self._buf.append(content)

    def endElement(self, name):
        if name == "loc":
            self.urls.append("".join(self._buf).strip())
            self._in = False


class HealthHandler(tornado.web.RequestHandler):
    def get(self):
        self.write({"ok": True})


class SitemapHandler(tornado.web.RequestHandler):
    def post(self, site):
        handler = LocCollector()
        parser = xml.sax.make_parser()
        parser.setFeature(feature_external_ges, False)
        parser.setFeature(feature_external_pes, False)
        parser.setContentHandler(handler)
        parser.parse(BytesIO(self.request.body))
        SITEMAPS[site] = handler.urls
        self.write({"site": site, "urls": len(handler.urls)})

    def get(self, site):
        if site not in SITEMAPS:
            raise tornado.web.HTTPError(404)
        self.set_header("Content-Type", "application/json")
        self.write(json.dumps(SITEMAPS[site]))


def make_app():
    return tornado.web.Application([
        (r"/health", HealthHandler),
        (r"/sitemaps/([a-z0-9.-]+)", SitemapHandler),
    ])
