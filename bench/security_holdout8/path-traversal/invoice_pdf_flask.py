from flask import Flask, abort, request, send_from_directory

app = Flask(__name__)
app.config["INVOICE_DIR"] = "/srv/billing/invoices"


@app.route("/invoices/<path:filename>")
def get_invoice(filename):
    if not filename.endswith(".pdf"):
        abort(404)
    if not filename.startswith("INV-"):
        abort(404)
    as_attachment = request.args.get("download") == "1"
    return send_from_directory(app.config["INVOICE_DIR"], filename, as_attachment=as_attachment)
