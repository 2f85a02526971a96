import os

from flask import Flask, abort, g, jsonify, request, send_from_directory
from flask_login import LoginManager, current_user, login_required

from .models import Invoice, User

login_manager = LoginManager()


@login_manager.user_loader
def load_user(user_id):
    return User.query.get(int(user_id))


def invoice_dir_for(account_id):
    return os.path.join(os.environ.get("INVOICE_ROOT", "/srv/invoices"), str(account_id))


def create_app():
    app = Flask(__name__)
    app.config.from_prefixed_env()
    login_manager.init_app(app)

    @app.before_request
    def bind_account():
        if current_user.is_authenticated:
            g.account_id = current_user.account_id

    @app.get("/billing/invoices")
    @login_required
    def invoices():
        rows = Invoice.query.filter_by(account_id=g.account_id).order_by(Invoice.issued_at.desc())
        return jsonify([{"number": r.number, "file": r.pdf_name} for r in rows])

    @app.get("/billing/invoices/<path:filename>")
    @login_required
    def invoice_pdf(filename):
        if not filename.lower().endswith(".pdf"):
            abort(404)
        return send_from_directory(invoice_dir_for(g.account_id), filename, as_attachment=True)

    @app.get("/billing/statement")
    @login_required
    def statement():
        month = request.args.get("month", "")
        if len(month) != 7 or month[4] != "-" or not month.replace("-", "").isdigit():
            abort(400)
        return send_from_directory(invoice_dir_for(g.account_id), f"statement-{month}.pdf")

    return app
