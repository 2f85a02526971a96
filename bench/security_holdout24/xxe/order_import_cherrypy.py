import xml.sax
from xml.sax.handler import (ContentHandler, feature_external_ges,
                             feature_external_pes, feature_namespaces)

import cherrypy


class OrderLineHandler(ContentHandler):
    def __init__(self):
        super().__init__()
        self.lines, self.field, self.current = [], None, {}

    def startElement(self, name, attrs):
        if name == "line":
            self.current = {"sku": attrs.get("sku", "")}
        elif name in ("qty", "note"):
            self.field = name

    def characters(self, content):
        if self.field:
            self.current[self.field] = self.current.get(self.field, "") + content

    def endElement(self, name):
        if name == "line":
            self.lines.append(self.current)
        self.field = None


class Orders:
    @cherrypy.expose
    @cherrypy.tools.json_out()
    def import_xml(self):
        handler = OrderLineHandler()
        parser = xml.sax.make_parser()
        parser.setFeature(feature_namespaces, False)
        parser.setFeature(feature_external_ges, False)
        parser.setFeature(feature_external_pes, False)
        parser.setContentHandler(handler)
        parser.parse(cherrypy.request.body)
        if not handler.lines:
            raise cherrypy.HTTPError(422, "no order lines found")
        return {"lines": handler.lines}
