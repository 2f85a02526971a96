from flask import Flask, request, session, redirect, url_for
from flask.views import MethodView

app = Flask(__name__)
app.secret_key = "change-me"


class ViewModeView(MethodView):
    def get(self):
        return {"mode": session.get("view_mode", "member")}

    def post(self):
        mode = request.form.get("mode", "member")
        session["view_mode"] = mode
        return redirect(url_for("view_mode"))


app.add_url_rule("/account/mode", view_func=ViewModeView.as_view("view_mode"))


@app.route("/admin/panel")
def admin_panel():
    if session.get("view_mode") != "admin":
        return {"error": "forbidden"}, 403
    return {"panel": "ok"}
