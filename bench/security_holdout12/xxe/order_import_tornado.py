import defusedxml.ElementTree as DET
import tornado.web
from defusedxml import DefusedXmlException


def parse_order(raw):
    root = DET.fromstring(raw)
    items = []
    for item in root.iter("item"):
        items.append({"sku": item.findtext("sku"), "qty": int(item.findtext("qty") or 1)})
    return {"reference": root.findtext("reference"), "items": items}


class OrderImportHandler(tornado.web.RequestHandler):
    def post(self):
        try:
            order = parse_order(self.request.body)
        except (DefusedXmlException, DET.ParseError, ValueError):
            raise tornado.web.HTTPError(400)
        self.write(order)


application = tornado.web.Application([(r"/orders/import", OrderImportHandler)])
