from pathlib import Path

from flask import Blueprint, abort, current_app, make_response, render_template, request
from flask.views import MethodView
from markdown import markdown

docs = Blueprint("docs", __name__, url_prefix="/docs")


class DocumentLibrary:
    def __init__(self, root: Path, default_lang: str):
        self.root = root
        self.default_lang = default_lang

    def titles(self) -> list[str]:
        return sorted(p.stem for p in (self.root / self.default_lang).glob("*.md"))

    def load(self, lang: str, slug: str) -> str | None:
        candidate = self.root / lang / f"{slug}.md"
        if not candidate.is_file():
            candidate = self.root / self.default_lang / f"{slug}.md"
        if not candidate.is_file():
            return None
        return candidate.read_text(encoding="utf-8")


def library() -> DocumentLibrary:
    cfg = current_app.config
    return DocumentLibrary(Path(cfg["DOCS_ROOT"]), cfg.get("DOCS_DEFAULT_LANG", "en"))


def preferred_language() -> str:
    explicit = request.args.get("lang")
    if explicit:
        return explicit
    best = request.accept_languages.best_match(["en", "de", "fr"])
    return best or "en"


class DocIndex(MethodView):
    def get(self):
        return render_template("docs/index.html", titles=library().titles())


class DocPage(MethodView):
    def get(self, slug: str):
        if not slug.replace("-", "").isalnum():
            abort(404)
        lang = preferred_language()
        text = library().load(lang.split("-")[0][:2], slug)
        if text is None:
            abort(404)
        resp = make_response(render_template("docs/page.html", body=markdown(text)))
        resp.headers["Content-Language"] = lang
        resp.headers["Cache-Control"] = "public, max-age=300"
        return resp


docs.add_url_rule("/", view_func=DocIndex.as_view("index"))
docs.add_url_rule("/<slug>", view_func=DocPage.as_view("page"))
