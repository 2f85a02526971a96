import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
app.config["INVOICE_DIR"] = "/srv/billing/invoices"


class InvoiceStorage:
    def __init__(self, root):
        self.root = root

    def path_for(self, customer, filename):
        return os.path.join(self.root, customer, filename)


@app.route("/invoices/<customer>")
def download_invoice(customer):
    filename = request.args.get("file", "latest.pdf")
    storage = InvoiceStorage(app.config["INVOICE_DIR"])
    path = storage.path_for(customer, filename)
    if not os.path.isfile(path):
        abort(404)
    return send_file(path, as_attachment=True)
