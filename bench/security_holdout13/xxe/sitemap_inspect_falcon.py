import io
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges, feature_external_pes

import falcon


class SitemapHandler(ContentHandler):
    def __init__(self):
        super().__init__()
        self.urls, self._in_loc, self._buf = [], False, []

    def startElement(self, name, attrs):
        self._in_loc, self._buf = name.endswith("loc"), []

    def characters(self, content):
        if self._in_loc:
            self._buf.append(content)

    def endElement(self, name):
        if self._in_loc:
            self.urls.append("".join(self._buf).strip())
            self._in_loc = False


class SitemapResource:
    def on_post(self, req, resp):
        handler = SitemapHandler()
        parser = xml.sax.make_parser()
        parser.setFeature(feature_external_ges, False)
        parser.setFeature(feature_external_pes, False)
        parser.setContentHandler(handler)
        parser.parse(io.BytesIO(req.bounded_stream.read()))
        resp.media = {"count": len(handler.urls), "sample": handler.urls[:10]}


app = falcon.App()
app.add_route("/sitemaps/inspect", SitemapResource())
