import os
import random
import secrets

from flask import Flask, jsonify, session

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]

GENERATORS = {
    "legacy": lambda: str(random.random())[2:],
    "strong": lambda: secrets.token_hex(32),
}


@app.route("/csrf-token")
def csrf_token():
    mode = "strong"
    token = GENERATORS[mode]()
    session["csrf_token"] = token
    return jsonify({"csrf_token": token})
