from datetime import datetime

from flask import Blueprint, abort, current_app, jsonify, request
from sqlalchemy import create_engine, text

audit_bp = Blueprint("audit", __name__, url_prefix="/audit")


class AuditConfig:
    PAGE_SIZE = 50
    MAX_PAGE_SIZE = 200


class AuditRepository:
    def __init__(self, engine):
        self.engine = engine

    def recent(self, limit):
        stmt = text("SELECT id, actor, action, created_at FROM audit_log ORDER BY created_at DESC LIMIT :limit")
        with self.engine.connect() as conn:
            return conn.execute(stmt, {"limit": limit}).fetchall()

    def by_actor(self, actor, since):
        stmt = text(
            "SELECT id, actor, action, created_at FROM audit_log "
            "WHERE actor = :actor AND created_at >= :since ORDER BY created_at DESC"
        )
        with self.engine.connect() as conn:
            return conn.execute(stmt, {"actor": actor, "since": since}).fetchall()


def repository():
    engine = current_app.extensions.get("audit_engine")
    if engine is None:
        engine = create_engine(current_app.config["AUDIT_DATABASE_URL"])
        current_app.extensions["audit_engine"] = engine
    return AuditRepository(engine)


def serialize(rows):
    return [{"id": r.id, "actor": r.actor, "action": r.action, "at": r.created_at.isoformat()} for r in rows]


@audit_bp.get("/recent")
def recent():
    size = min(request.args.get("size", AuditConfig.PAGE_SIZE, type=int), AuditConfig.MAX_PAGE_SIZE)
    return jsonify(serialize(repository().recent(size)))


@audit_bp.get("/actor")
def actor_history():
    actor = request.args.get("name", "").strip()
    if not actor:
        abort(400)
    since_raw = request.args.get("since", "1970-01-01")
    try:
        since = datetime.fromisoformat(since_raw)
    except ValueError:
        abort(400)
    return jsonify(serialize(repository().by_actor(actor, since)))


@audit_bp.get("/health")
def health():
    return jsonify({"ok": True})
