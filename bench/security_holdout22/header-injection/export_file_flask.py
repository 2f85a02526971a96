from flask import Flask, make_response, request

app = Flask(__name__)
EXPORTS = {}


def header_filename(raw):
    for ch in ("\r", "\n", "\0"):
        raw = raw.replace(ch, "")
    return raw.replace('"', "")


@app.route("/exports/<int:export_id>")
def export_file(export_id):
    name = header_filename(request.args.get("filename", "export.json"))
    resp = make_response(EXPORTS.get(export_id, "{}"))
    resp.headers["Content-Disposition"] = 'attachment; filename="{}"'.format(name)
    return resp
