from flask import Blueprint, render_template_string, request
from markupsafe import Markup
from flask.views import MethodView

profiles_bp = Blueprint("profiles", __name__)
PROFILES = {}
PAGE = "<h1>{{ name }}</h1><section class='bio'>{{ bio }}</section>"


class ProfileView(MethodView):
    def post(self, username):
        PROFILES[username] = {"name": request.form["display_name"], "bio": request.form.get("bio", "")}
        return "", 204

    def get(self, username):
        profile = PROFILES.get(username, {"name": username, "bio": ""})
        return render_template_string(PAGE, name=profile["name"], bio=Markup(profile["bio"]))


profiles_bp.add_url_rule("/profiles/<username>", view_func=ProfileView.as_view("profile"))
