import re
from pathlib import Path

from flask import Flask, Response, abort, request

app = Flask(__name__)
DOCS_ROOT = Path("/srv/app/docs")
DOC_NAME = re.compile(r"[a-z0-9_-]{1,64}\.(md|txt)")
LANGUAGES = ("en", "de", "fr")


@app.route("/docs/preview")
def document_preview():
    name = request.args.get("doc", "")
    lang = request.args.get("lang", "en")
    if lang not in LANGUAGES:
        lang = "en"
    if not DOC_NAME.fullmatch(name):
        abort(400)
    doc_path = DOCS_ROOT / lang / name
    try:
        text = doc_path.read_text(encoding="utf-8")
    except FileNotFoundError:
        abort(404)
    return Response(text[:5000], mimetype="text/plain")
