import os
from dataclasses import dataclass, field

from flask import Blueprint, Flask, abort, jsonify, request
from flask.views import MethodView

themes_bp = Blueprint("themes", __name__, url_prefix="/themes")
THEME_BASE = "/srv/app/themes"


@dataclass
class Theme:
    slug: str
    title: str
    files: list = field(default_factory=list)

    @property
    def root(self):
        return os.path.join(THEME_BASE, self.slug)


REGISTRY = {
    "classic": Theme("classic", "Classic", ["layout.html", "style.css"]),
    "midnight": Theme("midnight", "Midnight", ["layout.html", "style.css", "dark.css"]),
}


def get_theme(slug):
    theme = REGISTRY.get(slug)
    if theme is None:
        abort(404)
    return theme


class ThemeListAPI(MethodView):
    def get(self):
        return jsonify([{"slug": t.slug, "title": t.title} for t in REGISTRY.values()])


class ThemeSourceAPI(MethodView):
    def get(self, slug):
        theme = get_theme(slug)
        requested = request.args.get("file", "layout.html")
        content = read_theme_file(theme, requested)
        return jsonify({"theme": slug, "file": requested, "content": content})


themes_bp.add_url_rule("/", view_func=ThemeListAPI.as_view("list"))
themes_bp.add_url_rule("/<slug>/source", view_func=ThemeSourceAPI.as_view("source"))


def read_theme_file(theme, relative):
    full = os.path.join(theme.root, relative)
    try:
        with open(full, encoding="utf-8") as fh:
            return fh.read()
    except FileNotFoundError:
        abort(404)


def create_app():
    app = Flask(__name__)
    app.register_blueprint(themes_bp)
    return app
