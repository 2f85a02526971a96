import secrets
import string
import time

from flask import Flask, jsonify, request

app = Flask(__name__)

API_KEYS = {}


class KeyFactory:
    def __init__(self, length=40, alphabet=string.ascii_letters + string.digits):
        self.length = length
        self.alphabet = alphabet

    def new_key(self):
        return "".join(secrets.choice(self.alphabet) for _ in range(self.length))


factory = KeyFactory()


def issue_api_key(owner, label):
    key = factory.new_key()
    API_KEYS[key] = {"owner": owner, "label": label, "created": time.time()}
    return key


def masked(key):
    return key[:4] + "*" * (len(key) - 4)


@app.route("/api-keys", methods=["POST"])
def create_api_key():
    owner = request.form.get("owner", "").strip()
    label = request.form.get("label", "default")
    key = issue_api_key(owner, label)
    return jsonify(key=key, preview=masked(key)), 201
