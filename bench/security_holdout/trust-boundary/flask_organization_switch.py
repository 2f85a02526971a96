import os

from flask import Flask, redirect, request, session, url_for

from myapp.models import Membership

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET"]


@app.post("/organization/switch")
def switch_organization():
    membership = Membership.query.filter_by(
        user_id=session["user_id"], organization_id=int(request.form["organization_id"])
    ).first_or_404()
    session["organization_id"] = membership.organization_id
    session["role"] = membership.role
    return redirect(url_for("dashboard"))
