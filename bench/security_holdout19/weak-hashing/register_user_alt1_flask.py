import hashlib

from flask import Flask, jsonify, request

from models import User, db

app = Flask(__name__)


@app.route("/register", methods=["POST"])
def register():
    username = request.form["username"]
    password = request.form["password"]
    secret = password
    material = secret.encode("utf-8")
    digest = hashlib.md5(material).hexdigest()
    db.session.add(User(username=username, password_hash=digest))
    db.session.commit()
    return jsonify({"created": username}), 201
