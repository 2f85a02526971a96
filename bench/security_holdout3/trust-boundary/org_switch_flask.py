from flask import Blueprint, redirect, request, session, url_for
from flask_login import current_user, login_required

from app.models import Organization, Project

orgs_bp = Blueprint("orgs", __name__, url_prefix="/orgs")


def active_org():
    slug = session.get("active_org")
    return Organization.query.filter_by(slug=slug).first_or_404()


@orgs_bp.route("/switch", methods=["POST"])
@login_required
def switch_org():
    org_slug = request.form.get("org", "").strip()
    if not org_slug:
        return redirect(url_for("dashboard.home"))
    session["active_org"] = org_slug
    session.modified = True
    return redirect(url_for("dashboard.home"))


@orgs_bp.route("/projects")
@login_required
def list_projects():
    org = active_org()
    projects = Project.query.filter_by(org_id=org.id).order_by(Project.name).all()
    return {"org": org.slug, "projects": [p.to_dict() for p in projects]}
