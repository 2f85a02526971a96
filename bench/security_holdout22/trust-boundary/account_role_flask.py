import os

from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]


class RoleChoice:
    def __init__(self, raw):
        self._raw = raw

    @property
    def role(self):
        return self._raw.strip().lower()


@app.route("/account/role", methods=["POST"])
def choose_role():
    choice = RoleChoice(request.form.get("role", "viewer"))
    session["role"] = choice.role
    return jsonify(role=choice.role)
