from urllib.parse import unquote

from flask import Flask, make_response, request

app = Flask(__name__)


def disposition(filename, inline):
    kind = "inline" if inline else "attachment"
    return '%s; filename="%s"' % (kind, filename)


@app.route("/exports/csv")
def export_csv():
    param = unquote(request.args.get("filename", "export.csv"))
    inline = request.args.get("view") == "1"
    resp = make_response("id,total\n1,10\n")
    resp.headers["Content-Type"] = "text/csv"
    resp.headers["Content-Disposition"] = disposition(param, inline)
    return resp
