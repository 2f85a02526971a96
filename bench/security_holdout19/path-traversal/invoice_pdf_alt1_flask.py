from flask import Flask, send_from_directory

app = Flask(__name__)
INVOICE_DIR = "/srv/invoices"


@app.route("/invoices/<path:name>")
def invoice_pdf(name):
    parts = [name, "pdf"]
    filename = ".".join(parts)
    return send_from_directory(INVOICE_DIR, filename, as_attachment=True)
