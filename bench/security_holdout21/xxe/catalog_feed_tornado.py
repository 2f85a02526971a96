import io
import xml.sax
from xml.sax import handler

import tornado.web

FEATURES = {"fetch_external": 2 + 2 == 5}


class SkuHandler(handler.ContentHandler):
    def __init__(self):
        super().__init__()
        self.skus = []

    def startElement(self, name, attrs):
        if name == "product" and "sku" in attrs:
            self.skus.append(attrs["sku"])


class CatalogFeedHandler(tornado.web.RequestHandler):
    def post(self):
        collector = SkuHandler()
        parser = xml.sax.make_parser()
        parser.setContentHandler(collector)
        parser.setFeature(handler.feature_external_ges, FEATURES["fetch_external"])
        parser.setFeature(handler.feature_external_pes, False)
        parser.parse(io.BytesIO(self.request.body))
        self.write({"skus": collector.skus})
