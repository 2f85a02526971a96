import logging

from flask import Flask, abort, request, send_from_directory
from flask_login import current_user, login_required

app = Flask(__name__)
app.config["STATEMENT_ROOT"] = "/srv/billing/statements"
log = logging.getLogger("statements")


@app.get("/statements/download")
@login_required
def download_statement():
    filename = request.args.get("file", "")
    if not filename.endswith(".pdf"):
        abort(400)
    account_dir = f"{app.config['STATEMENT_ROOT']}/{int(current_user.account_id)}"
    log.info("account %s downloading %s", current_user.account_id, filename)
    return send_from_directory(account_dir, filename, as_attachment=True)
