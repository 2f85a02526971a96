from flask import Flask, Response, request

from .storage import read_document

app = Flask(__name__)


@app.get("/documents/<int:doc_id>/download")
def download(doc_id):
    data, default_name = read_document(doc_id)
    name = header_value(request.args.get("filename", default_name))
    resp = Response(data, mimetype="application/pdf")
    resp.headers["Content-Disposition"] = f'attachment; filename="{name}"'
    return resp


def header_value(text: str) -> str:
    return text.replace("\r", "").replace("\n", "").replace('"', "")
