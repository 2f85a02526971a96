import json
import time
from xml.parsers.expat import ExpatError

import tornado.ioloop
import tornado.web
from defusedxml import minidom
from defusedxml.common import DefusedXmlException

READINGS = []
MAX_BODY = 256 * 1024


def text_of(node, tag):
    found = node.getElementsByTagName(tag)
    if not found or not found[0].firstChild:
        return ""
    return found[0].firstChild.nodeValue.strip()


class IngestHandler(tornado.web.RequestHandler):
    async def post(self):
        if len(self.request.body) > MAX_BODY:
            raise tornado.web.HTTPError(413)
        try:
            document = minidom.parseString(self.request.body, forbid_dtd=True)
        except (ExpatError, DefusedXmlException):
            raise tornado.web.HTTPError(400, "malformed reading batch")
        accepted = 0
        for reading in document.getElementsByTagName("reading"):
            try:
                value = float(text_of(reading, "value"))
            except ValueError:
                continue
            READINGS.append({"sensor": reading.getAttribute("sensor"), "value": value, "at": time.time()})
            accepted += 1
        self.write({"accepted": accepted})


class LatestHandler(tornado.web.RequestHandler):
    def get(self, sensor_id):
        values = [r for r in READINGS if r["sensor"] == sensor_id][-20:]
        self.set_header("Content-Type", "application/json")
        self.write(json.dumps(values))


class StatsHandler(tornado.web.RequestHandler):
    def get(self):
        sensors = {r["sensor"] for r in READINGS}
        self.write({"sensors": len(sensors), "readings": len(READINGS)})


def make_app():
    return tornado.web.Application([
        (r"/ingest", IngestHandler),
        (r"/sensors/([\w-]+)/latest", LatestHandler),
        (r"/stats", StatsHandler),
    ])


if __name__ == "__main__":
    make_app().listen(8000)
    tornado.ioloop.IOLoop.current().start()
