import os
from dataclasses import dataclass

from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.config["SECRET_KEY"] = os.environ["FLASK_SECRET_KEY"]


@dataclass
class AccountSelection:
    account_id: str
    label: str


def read_selection(form):
    return AccountSelection(account_id=form.get("account_id", "").strip(), label=form.get("label", ""))


def apply_selection(selection):
    session["active_account"] = selection.account_id
    session["active_label"] = selection.label


@app.post("/accounts/switch")
def switch_account():
    selection = read_selection(request.form)
    apply_selection(selection)
    return jsonify(active=selection.account_id)
