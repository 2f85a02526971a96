from flask import Flask, redirect, render_template, url_for
from flask_login import current_user, login_required

from teams.db import db
from teams.forms import OrganizationForm
from teams.models import Organization

app = Flask(__name__)


@app.route("/orgs/new", methods=["GET", "POST"])
@login_required
def create_org():
    form = OrganizationForm()
    if not form.validate_on_submit():
        return render_template("orgs/new.html", form=form)
    org = Organization(name=form.name.data.strip(), owner_id=current_user.id)
    db.session.add(org)
    db.session.commit()
    return redirect(url_for("org_dashboard", org_id=org.id))


@app.get("/orgs/<int:org_id>")
@login_required
def org_dashboard(org_id):
    org = Organization.query.filter_by(id=org_id, owner_id=current_user.id).first_or_404()
    return render_template("orgs/dashboard.html", org=org)
