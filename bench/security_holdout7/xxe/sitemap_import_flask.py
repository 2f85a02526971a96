import io
import xml.sax
from xml.sax.handler import feature_external_ges

from flask import Flask, jsonify, request

app = Flask(__name__)


class SitemapHandler(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.urls = []
        self._in_loc = False

    def startElement(self, name, attrs):
        self._in_loc = name == "loc"

    def characters(self, content):
        if self._in_loc and content.strip():
            self.urls.append(content.strip())

    def endElement(self, name):
        self._in_loc = False


@app.route("/seo/sitemap", methods=["POST"])
def sitemap_import():
    handler = SitemapHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(request.get_data()))
    return jsonify({"count": len(handler.urls), "urls": handler.urls[:100]})
