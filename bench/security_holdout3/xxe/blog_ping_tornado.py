from xml.sax.handler import ContentHandler

import defusedxml.sax
import tornado.web


class PingHandler(ContentHandler):
    def __init__(self):
        super().__init__()
        self.values = []
        self._in_string = False

    def startElement(self, name, attrs):
        self._in_string = name == "string"
        if self._in_string:
            self.values.append("")

    def characters(self, content):
        if self._in_string:
            self.values[-1] += content

    def endElement(self, name):
        self._in_string = False


class XmlRpcPingHandler(tornado.web.RequestHandler):
    def post(self):
        handler = PingHandler()
        defusedxml.sax.parseString(self.request.body, handler)
        site_name, site_url = (handler.values + ["", ""])[:2]
        self.application.settings["ping_queue"].put_nowait((site_name, site_url))
        self.set_header("Content-Type", "text/xml")
        self.write("<methodResponse><params><param><value><boolean>1</boolean></value></param></params></methodResponse>")
