import io
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges, feature_external_pes

import tornado.ioloop
import tornado.web


class EntryHandler(ContentHandler):
    FIELDS = {"title", "link", "updated", "id"}

    def __init__(self):
        super().__init__()
        self.entries = []
        self._entry = None
        self._field = None
        self._text = []

    def startElement(self, name, attrs):
        local = name.split(":")[-1]
        if local == "entry":
            self._entry = {}
        elif self._entry is not None and local in self.FIELDS:
            self._field, self._text = local, []
            if local == "link":
                self._entry["link"] = attrs.get("href")

    def characters(self, content):
        if self._field:
            self._text.append(content)

    def endElement(self, name):
        local = name.split(":")[-1]
        if local == "entry" and self._entry is not None:
            self.entries.append(self._entry)
            self._entry = None
        elif self._field == local:
            if local != "link":
                self._entry[local] = "".join(self._text).strip()
            self._field = None


def parse_atom(payload: bytes):
    handler = EntryHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, False)
    parser.setFeature(feature_external_pes, False)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(payload))
    return handler.entries


class IngestHandler(tornado.web.RequestHandler):
    def post(self):
        if len(self.request.body) > 2 * 1024 * 1024:
            raise tornado.web.HTTPError(413)
        try:
            entries = parse_atom(self.request.body)
        except xml.sax.SAXParseException as exc:
            raise tornado.web.HTTPError(400, reason="malformed feed") from exc
        self.write({"received": len(entries), "ids": [e.get("id") for e in entries]})


class HealthHandler(tornado.web.RequestHandler):
    def get(self):
        self.write("ok")


if __name__ == "__main__":
    app = tornado.web.Application([(r"/ingest/atom", IngestHandler), (r"/healthz", HealthHandler)])
    app.listen(8000)
    tornado.ioloop.IOLoop.current().start()
