import logging
import os

from flask import Flask, abort, jsonify, request, session
from flask_sqlalchemy import SQLAlchemy

app = Flask(__name__)
app.config["SECRET_KEY"] = os.environ.get("APP_SECRET_KEY", "dev-only-key")
app.config["SQLALCHEMY_DATABASE_URI"] = os.environ.get("DATABASE_URL", "sqlite:///tenants.db")
app.config["SESSION_COOKIE_SECURE"] = True
db = SQLAlchemy(app)
log = logging.getLogger("tenants")


class Membership(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    user_id = db.Column(db.Integer, nullable=False, index=True)
    tenant_id = db.Column(db.String(40), nullable=False)
    role = db.Column(db.String(20), default="member")


class Project(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    tenant_id = db.Column(db.String(40), nullable=False, index=True)
    name = db.Column(db.String(120), nullable=False)


def current_user_id():
    uid = session.get("user_id")
    if uid is None:
        abort(401)
    return uid


def user_belongs_to(user_id, tenant_id):
    membership = Membership.query.filter_by(user_id=user_id, tenant_id=tenant_id).first()
    return membership is not None


@app.post("/tenants/switch")
def switch_tenant():
    uid = current_user_id()
    tenant_id = (request.form.get("tenant_id") or "").strip()
    if not tenant_id:
        abort(400)
    if not user_belongs_to(uid, tenant_id):
        log.warning("user %s switching to tenant %s without membership", uid, tenant_id)
    session["tenant_id"] = tenant_id
    log.info("user %s now working in tenant %s", uid, tenant_id)
    return jsonify({"tenant": tenant_id})


@app.get("/projects")
def list_projects():
    current_user_id()
    tenant_id = session.get("tenant_id")
    if tenant_id is None:
        abort(409, description="no tenant selected")
    rows = Project.query.filter_by(tenant_id=tenant_id).order_by(Project.name).all()
    return jsonify([{"id": p.id, "name": p.name} for p in rows])


@app.errorhandler(409)
def conflict(err):
    return jsonify({"error": err.description}), 409
