from flask import Flask, abort, request, send_from_directory
from flask_login import current_user, login_required

app = Flask(__name__)
INVOICE_DIR = "/srv/billing/invoices"


def invoice_filename(number, lang):
    suffix = "" if lang == "en" else f".{lang}"
    return f"{number}{suffix}.pdf"


@app.route("/invoices/<number>")
@login_required
def invoice(number):
    lang = request.args.get("lang", "en")
    if not current_user.owns_invoice(number):
        abort(404)
    filename = invoice_filename(number, lang)
    return send_from_directory(INVOICE_DIR, filename, as_attachment=True)
