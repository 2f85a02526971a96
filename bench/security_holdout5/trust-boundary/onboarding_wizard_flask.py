from functools import wraps

from flask import Flask, abort, redirect, render_template, request, session, url_for

app = Flask(__name__)
app.config.from_envvar("PORTAL_SETTINGS")


def require_account_type(*allowed):
    def decorator(view):
        @wraps(view)
        def wrapper(*args, **kwargs):
            if session.get("account_type") not in allowed:
                abort(403)
            return view(*args, **kwargs)
        return wrapper
    return decorator


@app.route("/onboarding/profile", methods=["GET", "POST"])
def onboarding_profile():
    if request.method == "GET":
        return render_template("onboarding/profile.html")
    form = request.form
    session["display_name"] = form.get("display_name", "")[:80]
    session["account_type"] = form.get("account_type", "individual")
    return redirect(url_for("onboarding_done"))


@app.get("/onboarding/done")
def onboarding_done():
    return render_template("onboarding/done.html", name=session.get("display_name"))


@app.get("/billing/invoices/all")
@require_account_type("admin", "billing")
def all_invoices():
    return render_template("billing/all.html")
