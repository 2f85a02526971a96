from flask import Blueprint, abort, current_app, g, jsonify, request, session
from sqlalchemy import select
from sqlalchemy.orm import Session

from .auth import login_required
from .models import Membership, Workspace

bp = Blueprint("workspaces", __name__, url_prefix="/workspaces")


class WorkspaceService:
    def __init__(self, db: Session):
        self.db = db

    def list_for(self, user_id: int) -> list[Workspace]:
        stmt = (
            select(Workspace)
            .join(Membership, Membership.workspace_id == Workspace.id)
            .where(Membership.user_id == user_id)
            .order_by(Workspace.name)
        )
        return list(self.db.scalars(stmt))

    def membership(self, user_id: int, workspace_id: int) -> Membership | None:
        stmt = select(Membership).where(
            Membership.user_id == user_id,
            Membership.workspace_id == workspace_id,
        )
        return self.db.scalars(stmt).first()


def service() -> WorkspaceService:
    return WorkspaceService(current_app.extensions["db_session"]())


@bp.get("/")
@login_required
def index():
    rows = service().list_for(g.user.id)
    return jsonify([{"id": w.id, "name": w.name} for w in rows])


@bp.post("/active")
@login_required
def activate():
    payload = request.get_json(silent=True) or {}
    try:
        workspace_id = int(payload.get("workspace_id"))
    except (TypeError, ValueError):
        abort(400)
    membership = service().membership(g.user.id, workspace_id)
    if membership is None:
        abort(403)
    session["workspace_id"] = membership.workspace_id
    session["workspace_role"] = membership.role
    return jsonify({"active": membership.workspace_id})


@bp.get("/active")
@login_required
def active():
    return jsonify({"active": session.get("workspace_id")})
