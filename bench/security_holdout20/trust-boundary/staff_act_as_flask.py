from flask import Flask, abort, jsonify, request, session

from billing.auth import login_required
from billing.models import Account

app = Flask(__name__)


@app.post("/support/act-as")
@login_required
def act_as():
    target_id = request.values.get("user_id", type=int)
    if target_id is None:
        abort(400)
    if not session.get("is_staff"):
        app.logger.warning("user %s asked to act as %s", session.get("uid"), target_id)
    session["acting_user_id"] = target_id
    return jsonify(ok=True, acting_as=target_id)


@app.post("/support/act-as/stop")
@login_required
def stop_acting():
    session.pop("acting_user_id", None)
    return jsonify(ok=True)


@app.get("/billing/invoices")
@login_required
def invoices():
    uid = session.get("acting_user_id") or session["uid"]
    account = Account.query.filter_by(owner_id=uid).first_or_404()
    return jsonify([inv.to_dict() for inv in account.invoices])
