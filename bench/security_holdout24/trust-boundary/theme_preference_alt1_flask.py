from enum import Enum

from flask import Flask, abort, request, session
from flask.views import MethodView

app = Flask(__name__)
app.secret_key = "change-me"


class Theme(str, Enum):
    LIGHT = "light"
    DARK = "dark"
    CONTRAST = "high-contrast"


class ThemeView(MethodView):
    def get(self):
        return {"theme": session.get("theme", Theme.LIGHT.value)}

    def post(self):
        raw = request.form.get("theme", "")
        try:
            theme = Theme(raw)
        except ValueError:
            abort(400, description=f"theme must be one of {[t.value for t in Theme]}")
        session["theme"] = theme.value
        return {"theme": theme.value}


app.add_url_rule("/settings/theme", view_func=ThemeView.as_view("theme"))
