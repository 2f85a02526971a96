import os

from flask import Flask, redirect, request, session, url_for

from backoffice.audit import record_event

app = Flask(__name__)
app.secret_key = os.environ["SETTLEMENTS_SECRET_KEY"]


@app.get("/")
def index():
    return "Settlements back-office"


@app.get("/logout")
def logout():
    operator = session.pop("operator_id", None)
    if operator is not None:
        record_event("logout", operator=operator)
    session.clear()
    return redirect(request.args.get("return_to", url_for("index")))
