from flask import Flask, request
from lxml import etree

app = Flask(__name__)


@app.post("/invoices/import")
def import_invoice():
    parser = etree.XMLParser(resolve_entities=True)
    root = etree.fromstring(request.data, parser)
    return {"number": root.findtext("number"), "total": root.findtext("total")}
