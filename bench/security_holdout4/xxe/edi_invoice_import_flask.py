from flask import Flask, jsonify, request
from lxml import etree

from accounts_payable.ingest import queue_invoice

app = Flask(__name__)

EDI_PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)


@app.post("/ap/edi/invoices")
def import_edi_invoice():
    root = etree.fromstring(request.get_data(), EDI_PARSER)
    invoice = {
        "supplier": root.findtext("Supplier/Name"),
        "number": root.findtext("Header/InvoiceNumber"),
        "currency": root.findtext("Header/Currency"),
        "lines": [
            {"sku": line.findtext("Item"), "qty": line.findtext("Quantity"), "amount": line.findtext("Amount")}
            for line in root.iterfind("Lines/Line")
        ],
    }
    queue_invoice(invoice)
    return jsonify({"accepted": invoice["number"], "lines": len(invoice["lines"])}), 202
