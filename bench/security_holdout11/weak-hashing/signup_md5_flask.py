import hashlib

from flask import Flask, jsonify, request

app = Flask(__name__)
USERS = {}


class UserRecord:
    def __init__(self, username, password):
        self.username = username
        self.password_hash = self._digest(password)

    @staticmethod
    def _digest(password):
        return hashlib.md5(password.encode("utf-8")).hexdigest()


@app.route("/signup", methods=["POST"])
def signup():
    data = request.get_json()
    record = UserRecord(data["username"], data["password"])
    USERS[record.username] = record
    return jsonify(created=record.username), 201
