import logging
import os

from flask import Flask, abort, jsonify, request, send_from_directory
from flask_login import LoginManager, current_user, login_required

app = Flask(__name__)
app.config.update(
    INVOICE_DIR=os.environ.get("INVOICE_DIR", "/srv/billing/invoices"),
    MAX_LISTING=100,
)
login_manager = LoginManager(app)
log = logging.getLogger("billing.pdf")


def customer_folder():
    return os.path.join(app.config["INVOICE_DIR"], f"customer-{current_user.customer_id}")


@app.route("/billing/invoices")
@login_required
def list_invoices():
    folder = customer_folder()
    if not os.path.isdir(folder):
        return jsonify([])
    names = sorted(n for n in os.listdir(folder) if n.endswith(".pdf"))
    return jsonify(names[: app.config["MAX_LISTING"]])


@app.route("/billing/invoices/file")
@login_required
def invoice_pdf():
    filename = request.args.get("name", "")
    if not filename.endswith(".pdf"):
        abort(400)
    log.info("customer %s downloading %s", current_user.customer_id, filename)
    return send_from_directory(customer_folder(), filename, mimetype="application/pdf", as_attachment=True)


@app.errorhandler(404)
def not_found(exc):
    return jsonify({"error": "invoice not found"}), 404


@app.errorhandler(400)
def bad_request(exc):
    return jsonify({"error": "invoice name must end with .pdf"}), 400
