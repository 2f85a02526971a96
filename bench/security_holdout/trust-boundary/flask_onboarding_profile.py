from flask import Blueprint, redirect, render_template, request, session, url_for

bp = Blueprint("onboarding", __name__)


@bp.route("/onboarding", methods=["GET", "POST"])
def onboarding():
    if request.method == "GET":
        return render_template("onboarding.html")
    name, level = request.form["display_name"], request.form["access_level"]
    session.update({"display_name": name, "access_level": level})
    session["onboarded"] = True
    return redirect(url_for("home.index"))
