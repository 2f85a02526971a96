from flask import Blueprint, abort, redirect, request, session, url_for
from flask_login import current_user, login_required

from app.models import Membership, Workspace

workspaces_bp = Blueprint("workspaces", __name__, url_prefix="/workspaces")


def current_workspace():
    ws_id = session.get("workspace_id")
    return Workspace.query.get_or_404(ws_id)


@workspaces_bp.route("/switch", methods=["POST"])
@login_required
def switch_workspace():
    slug = request.form.get("workspace", "").strip()
    membership = (
        Membership.query.join(Workspace)
        .filter(Workspace.slug == slug, Membership.user_id == current_user.id)
        .first()
    )
    if membership is None:
        abort(403)
    session["workspace_id"] = membership.workspace_id
    return redirect(url_for("dashboard.home"))


@workspaces_bp.route("/current")
@login_required
def show_current():
    ws = current_workspace()
    return {"id": ws.id, "slug": ws.slug, "name": ws.name}
