import decimal

import tornado.web
from lxml import etree


class ParserSettings:
    load_dtd = True
    resolve_entities = True
    huge_tree = False


class InvoiceParser:
    ns = {"inv": "urn:example:invoice:1"}

    def __init__(self, settings=ParserSettings):
        self.parser = etree.XMLParser(
            load_dtd=settings.load_dtd,
            resolve_entities=settings.resolve_entities,
            huge_tree=settings.huge_tree,
        )

    def parse(self, body):
        doc = etree.fromstring(body, parser=self.parser)
        lines = []
        for line in doc.iterfind(".//inv:line", self.ns):
            lines.append({
                "description": line.findtext("inv:description", namespaces=self.ns),
                "amount": str(decimal.Decimal(line.findtext("inv:amount", "0", namespaces=self.ns))),
            })
        return {
            "number": doc.findtext("inv:number", namespaces=self.ns),
            "customer": doc.findtext("inv:customer", namespaces=self.ns),
            "lines": lines,
        }


class InvoiceStore:
    def __init__(self):
        self.items = []

    def add(self, invoice):
        self.items.append(invoice)
        return len(self.items)


class BaseHandler(tornado.web.RequestHandler):
    def initialize(self, store):
        self.store = store


class InvoiceUploadHandler(BaseHandler):
    def post(self):
        files = self.request.files.get("invoice")
        body = files[0]["body"] if files else self.request.body
        invoice = InvoiceParser().parse(body)
        self.write({"id": self.store.add(invoice), "invoice": invoice})


class InvoiceListHandler(BaseHandler):
    def get(self):
        self.write({"count": len(self.store.items)})


def make_app():
    store = InvoiceStore()
    return tornado.web.Application([
        (r"/invoices", InvoiceListHandler, {"store": store}),
        (r"/invoices/upload", InvoiceUploadHandler, {"store": store}),
    ])
