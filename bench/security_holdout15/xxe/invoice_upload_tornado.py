from lxml import etree
import tornado.web


class InvoiceUploadHandler(tornado.web.RequestHandler):
    parser = etree.XMLParser(resolve_entities=False, load_dtd=False, no_network=True)

    def post(self):
        upload = self.request.files["invoice"][0]
        doc = etree.fromstring(upload["body"], self.parser)
        lines = [
            {"item": li.findtext("description"), "amount": li.findtext("amount")}
            for li in doc.iterfind(".//line")
        ]
        self.write({"number": doc.findtext("number"), "lines": lines})


def make_app():
    return tornado.web.Application([(r"/invoices/upload", InvoiceUploadHandler)])
