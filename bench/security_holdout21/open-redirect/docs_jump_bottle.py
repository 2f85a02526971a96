import logging
import os
from urllib.parse import urlsplit

from bottle import Bottle, redirect, request, response, template

log = logging.getLogger("docs")

DOCS_HOME = "/docs/"
app = Bottle()


def is_local_path(target):
    if not target or not target.startswith("/") or target.startswith("//"):
        return False
    if "\\" in target or any(ord(ch) < 0x21 or ord(ch) == 0x7F for ch in target):
        return False
    parts = urlsplit(target)
    return not parts.scheme and not parts.netloc


@app.get("/docs/jump")
def jump():
    target = request.query.getunicode("to", default="")
    if not is_local_path(target):
        log.info("jump target %r rejected, sending to docs home", target)
        target = DOCS_HOME
    redirect(target, code=303)


@app.get("/docs/search")
def search():
    query = request.query.getunicode("q", default="").strip()
    if not query:
        redirect(DOCS_HOME)
    results = [
        {"title": name.replace("-", " ").title(), "path": f"/docs/{name}"}
        for name in sorted(os.listdir(os.environ.get("DOCS_ROOT", "/srv/docs")))
        if query.lower() in name.lower()
    ]
    return template("search_results", query=query, results=results)


@app.error(404)
def missing(_err):
    response.content_type = "text/plain"
    return "page not found"


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    app.run(host="127.0.0.1", port=8090)
