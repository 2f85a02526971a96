from flask import Blueprint, redirect, request, session, url_for

auth_bp = Blueprint("auth", __name__)


class LoginFlow:
    default_target = "/dashboard"

    def __init__(self, args, form):
        self.args = args
        self.form = form

    def next_url(self):
        target = self.form.get("next") or self.args.get("next")
        return target or self.default_target


@auth_bp.post("/login")
def login():
    flow = LoginFlow(request.args, request.form)
    username = request.form.get("username")
    if not username:
        return redirect(url_for("auth.login_form"))
    session["pending_user"] = username
    return redirect(flow.next_url())


@auth_bp.get("/login")
def login_form():
    return "<form method='post'><input name='username'></form>"
