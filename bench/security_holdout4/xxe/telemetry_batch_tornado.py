import io
import xml.sax
import xml.sax.handler

import tornado.web


class ReadingCollector(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.readings = []
        self._current = None

    def startElement(self, name, attrs):
        if name == "reading":
            self._current = {"sensor": attrs.get("sensor"), "value": ""}

    def characters(self, content):
        if self._current is not None:
            self._current["value"] += content

    def endElement(self, name):
        if name == "reading" and self._current is not None:
            self.readings.append(self._current)
            self._current = None


class TelemetryBatchHandler(tornado.web.RequestHandler):
    def post(self, vehicle_id):
        collector = ReadingCollector()
        parser = xml.sax.make_parser()
        parser.setFeature(xml.sax.handler.feature_external_ges, True)
        parser.setContentHandler(collector)
        parser.parse(io.BytesIO(self.request.body))
        self.write({"vehicle": vehicle_id, "accepted": len(collector.readings), "readings": collector.readings[:20]})
