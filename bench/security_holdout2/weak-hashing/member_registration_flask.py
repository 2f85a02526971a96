from flask import Flask, jsonify, request
from flask_sqlalchemy import SQLAlchemy
from werkzeug.security import check_password_hash, generate_password_hash

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "postgresql://app@db/members"
db = SQLAlchemy(app)


class Member(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    email = db.Column(db.String(255), unique=True, nullable=False)
    password_hash = db.Column(db.String(255), nullable=False)

    def set_password(self, password):
        self.password_hash = generate_password_hash(password, method="scrypt")

    def check_password(self, password):
        return check_password_hash(self.password_hash, password)


@app.post("/register")
def register():
    data = request.get_json() or {}
    if len(data.get("password", "")) < 10:
        return jsonify(error="password too short"), 400
    member = Member(email=data.get("email", "").lower())
    member.set_password(data["password"])
    db.session.add(member)
    db.session.commit()
    return jsonify(id=member.id), 201
