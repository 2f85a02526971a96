import re

from flask import Flask, Response, request

app = Flask(__name__)
FILENAME_DROP = re.compile(r'[\x00-\x1f\x7f"\\;]')


def header_filename(name):
    name = FILENAME_DROP.sub("", name).strip()[:100]
    return name or "statement"


@app.route("/statements/<int:statement_id>.pdf")
def statement_pdf(statement_id):
    requested = request.args.get("download_as", "statement-%d" % statement_id)
    body = b"%PDF-1.4\n% generated statement\n"
    resp = Response(body, mimetype="application/pdf")
    resp.headers["Content-Disposition"] = 'attachment; filename="%s.pdf"' % header_filename(requested)
    return resp
