from flask import make_response, redirect, render_template, request, url_for
from flask.views import MethodView

from app.auth import sessions, verify_credentials


class LoginView(MethodView):
    def get(self):
        return render_template("auth/login.html")

    def post(self):
        user = verify_credentials(request.form.get("username", ""), request.form.get("password", ""))
        if user is None:
            return render_template("auth/login.html", error="Invalid username or password"), 401
        session_id = sessions.create(user.id)
        response = make_response(redirect(url_for("dashboard.index")))
        response.set_cookie("session_id", session_id, max_age=60 * 60 * 8, path="/")
        return response
