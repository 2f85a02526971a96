from flask import Flask, jsonify, request
from flask_sqlalchemy import SQLAlchemy
from werkzeug.security import check_password_hash, generate_password_hash

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///members.db"
db = SQLAlchemy(app)


class Member(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    username = db.Column(db.String(80), unique=True)
    pw_hash = db.Column(db.String(255))


@app.route("/members", methods=["POST"])
def create_member():
    username = request.form["username"]
    pw_hash = generate_password_hash(request.form["password"], method="scrypt")
    db.session.add(Member(username=username, pw_hash=pw_hash))
    db.session.commit()
    return jsonify(id=username), 201


@app.route("/members/login", methods=["POST"])
def member_login():
    m = Member.query.filter_by(username=request.form["username"]).first()
    ok = m is not None and check_password_hash(m.pw_hash, request.form["password"])
    return jsonify(ok=ok), (200 if ok else 401)
