from flask import Flask, request, send_from_directory
from flask_login import current_user, login_required

app = Flask(__name__)
app.config["INVOICE_DIR"] = "/var/billing/invoices"


@app.get("/billing/invoices/<path:filename>")
@login_required
def invoice_pdf(filename):
    folder = f"{app.config['INVOICE_DIR']}/{current_user.account_id}"
    download = request.args.get("download") == "1"
    return send_from_directory(folder, filename, as_attachment=download, mimetype="application/pdf")
