from flask import Blueprint, redirect, url_for
from flask_login import current_user, login_required

bp = Blueprint("home", __name__)

LANDING_BY_ROLE = {
    "admin": "admin.overview",
    "billing": "billing.invoices",
    "support": "support.queue",
}


@bp.get("/")
@login_required
def index():
    if not current_user.onboarding_complete:
        return redirect(url_for("onboarding.start"))
    endpoint = LANDING_BY_ROLE.get(current_user.role, "dashboard.index")
    return redirect(url_for(endpoint, team=current_user.team_slug))


@bp.get("/home")
def legacy_home():
    return redirect(url_for("home.index"), code=301)
