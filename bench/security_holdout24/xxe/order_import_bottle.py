import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges, feature_namespaces

from bottle import Bottle, HTTPError, request

app = Bottle()


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


@app.post("/orders/import")
def import_orders():
    handler = OrderLineHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_namespaces, False)
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(request.body)
    if not handler.lines:
        raise HTTPError(422, "no order lines found")
    return {"lines": handler.lines}
