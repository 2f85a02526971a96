import os

from flask import Flask, abort, request, send_from_directory

app = Flask(__name__)
INVOICE_ROOT = "/srv/app/invoices"


class InvoiceStore:
    def __init__(self, root):
        self.root = root

    def folder_for(self, year):
        return os.path.join(self.root, str(year))

    def filename_for(self, name):
        return name if name.endswith(".pdf") else name + ".pdf"


store = InvoiceStore(INVOICE_ROOT)


def requested_year():
    try:
        return int(request.args.get("year", "2024"))
    except ValueError:
        abort(400)


@app.route("/invoices/pdf")
def invoice_pdf():
    name = request.args.get("name", "")
    folder = store.folder_for(requested_year())
    filename = store.filename_for(name)
    return send_from_directory(folder, filename, as_attachment=True)
