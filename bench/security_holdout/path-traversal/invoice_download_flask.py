import os

from flask import Flask, abort, send_from_directory, session

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]
INVOICE_DIR = "/srv/billing/invoices"


@app.route("/invoices/<path:filename>")
def download_invoice(filename):
    if "account_id" not in session:
        abort(401)
    return send_from_directory(
        f"{INVOICE_DIR}/{int(session['account_id'])}", filename, as_attachment=True
    )
